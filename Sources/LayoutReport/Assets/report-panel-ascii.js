// The layout as ASCII art, open by default.
(function () {
  /** @param {FixtureRow} row @param {FixtureDetail} detail */
  function render(row, detail) {
    if (!detail.asciiArt) return null;
    const d = el('details', null, el('summary', null, 'Layout (ASCII art)' + (detail.asciiArtTruncated ? ', cut short' : '')),
      el('pre', 'ascii', reveal(detail.asciiArt, true)));
    d.open = true;
    return d;
  }
  registry.panels.push({ id: 'ascii', order: 60, render });
})();

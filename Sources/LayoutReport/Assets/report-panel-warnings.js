// The layout warnings panel: code, node, reason and fix of each warning.
(function () {
  /** @param {FixtureRow} row @param {FixtureDetail} detail */
  function render(row, detail) {
    if (!(detail.warnings && detail.warnings.length)) return null;
    const head = el('tr', null, ...['Warning', 'Node', 'Reason', 'Fix'].map((h) => el('th', null, h)));
    const body = el('tbody');
    detail.warnings.forEach((warning) => {
      body.append(el('tr', null, el('td', 'warning-code', reveal(warning.code, false)), el('td', null, reveal(warning.node, false)),
        el('td', null, reveal(warning.reason, false)), el('td', null, reveal(warning.fix, false))));
    });
    const title = 'Layout warnings: ' + detail.warnings.length;
    return el('section', 'warnings', el('h3', null, title), el('table', 'changes', el('thead', null, head), body));
  }
  registry.panels.push({ id: 'warnings', order: 50, render });
})();

// The approve command panel: the exact command that approves the fixture, and its copy button (c).
(function () {
  const detailBox = $('detail');
  /** @param {FixtureRow} row @param {FixtureDetail} detail */
  function render(row, detail) {
    if (detail.status === 'error' || !detail.approveCommand) return null;
    return el('div', 'approve', el('span', null, 'Approve:'),
      Object.assign(el('code', null, reveal(detail.approveCommand, false)), { id: 'approve-command' }),
      Object.assign(el('button', null, 'Copy'), { id: 'copy-approve', title: 'Copy the command (c)', type: 'button' }),
      el('span', 'copy-status'));
  }
  function copyApprove() {
    const code = $('approve-command');
    if (!code) return;
    const status = detailBox.querySelector('.copy-status');
    const detail = registry.modules.detail.detailOf(state.selected);
    const text = detail ? detail.approveCommand : code.textContent;
    const fallback = () => {
      const range = document.createRange();
      range.selectNodeContents(code);
      const sel = window.getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
      let ok = false;
      try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
      status.textContent = ok ? 'Copied' : 'Selected: press Ctrl+C to copy';
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(() => { status.textContent = 'Copied'; }, fallback);
    } else fallback();
  }
  detailBox.addEventListener('click', (e) => {
    const t = e.target.closest('button');
    if (t && t.id === 'copy-approve') copyApprove();
  });
  registry.panels.push({ id: 'approve', order: 10, render });
  registry.keys.push({ key: 'c', run: copyApprove });
})();

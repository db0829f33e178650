// The swipe view (2): the actual image over the baseline, cut at a line that follows a drag or the
// slider.
(function () {
  function setUp({ stack, act, controls }) {
    const line = el('div', 'swipe-line');
    stack.append(line);
    let range = null;
    const apply = (v) => {
      state.swipe = Math.max(0, Math.min(1, v));
      const pct = (state.swipe * 100) + '%';
      act.root.style.clipPath = 'inset(0 0 0 ' + pct + ')';
      line.style.left = pct;
      if (range) range.value = String(Math.round(state.swipe * 1000));
    };
    range = rangeInput(state.swipe, apply);
    range.id = 'swipe-range';
    range.setAttribute('aria-label', 'Swipe position');
    controls.append(el('span', null, 'Baseline ◀'), range, el('span', null, '▶ Actual'));
    const drag = (e) => {
      if (e.type !== 'pointerdown' && !(e.buttons & 1)) return;
      const r = stack.getBoundingClientRect();
      apply((e.clientX - r.left) / Math.max(1, r.width));
    };
    stack.addEventListener('pointerdown', drag);
    stack.addEventListener('pointermove', drag);
    apply(state.swipe);
  }
  registry.views.push({ id: 'swipe', label: 'Swipe', key: '2', stacked: true, setUp });
})();

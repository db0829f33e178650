// The onion skin view (3): the actual image over the baseline at the slider's opacity.
(function () {
  function setUp({ act, controls }) {
    const apply = (v) => { state.onion = v; act.root.style.opacity = String(v); };
    const range = rangeInput(state.onion, apply);
    range.id = 'onion-range';
    range.setAttribute('aria-label', 'Actual image opacity');
    controls.append(el('span', null, 'Baseline'), range, el('span', null, 'Actual'));
    apply(state.onion);
  }
  registry.views.push({ id: 'onion', label: 'Onion skin', key: '3', stacked: true, setUp });
})();

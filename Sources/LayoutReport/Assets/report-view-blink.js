// The blink view (4): the baseline and the actual image in turn every 0.6 s, with a pause button.
(function () {
  function setUp({ base, act, controls, stage }) {
    const viewer = state.viewer;
    const label = el('span', 'blink-label');
    const pause = el('button', null, 'Pause');
    pause.type = 'button';
    let timer = 0;
    const show = () => {
      act.root.classList.toggle('hidden', !viewer.blinkActual);
      base.root.classList.toggle('hidden', viewer.blinkActual);
      label.textContent = 'Showing: ' + (viewer.blinkActual ? 'actual' : 'baseline');
      stage.dataset.showing = viewer.blinkActual ? 'actual' : 'baseline';
    };
    const start = () => {
      timer = setInterval(() => { viewer.blinkActual = !viewer.blinkActual; show(); }, 600);
      pause.textContent = 'Pause';
    };
    const stop = () => { if (timer) { clearInterval(timer); timer = 0; } };
    pause.addEventListener('click', () => {
      if (timer) { stop(); pause.textContent = 'Play'; } else start();
    });
    controls.append(label, pause);
    show();
    start();
    return stop;
  }
  registry.views.push({ id: 'blink', label: 'Blink', key: '4', stacked: true, setUp });
})();

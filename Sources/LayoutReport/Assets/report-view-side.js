// The side by side view (1): baseline, actual and diff images in a row, each with its caption.
(function () {
  registry.views.push({ id: 'side', label: 'Side by side', key: '1', stacked: false });
})();

// Applies the stored accessibility preferences before the first paint (spec 000 section 4), so a
// visitor who chose high contrast or larger text never sees the page without them. The React
// provider keeps them in step afterwards.
try {
  var root = document.documentElement;
  if (localStorage.getItem('accessibility-high-contrast') === 'true') root.classList.add('high-contrast');
  var size = localStorage.getItem('accessibility-font-size');
  if (size === 'large' || size === 'extra-large') root.classList.add('font-size-' + size);
  if (localStorage.getItem('accessibility-reduced-motion') === 'true') root.classList.add('reduced-motion');
} catch (e) {
  // no storage: the defaults apply
}

// Notes a button clicked before hydration, for App.tsx to click again once it answers.
document.addEventListener('click', function (e) {
  var b = e.target.closest && e.target.closest('button');
  if (b && !Object.keys(b).some(function (k) { return k.indexOf('__reactProps') == 0; })) window.earlyClick = b;
}, true);

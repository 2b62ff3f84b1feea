// The sandbox's mini-game script (v1): registers window.WpsMiniGames.v1; the app mounts it
// into the panel of its draggable container. A real operator serves its own script here.
(function () {
  var registry = (window.WpsMiniGames = window.WpsMiniGames || {});
  registry.v1 = {
    variant: 'v1',
    title: 'Mini Lotto',
    mount: function (host) {
      var box = document.createElement('div');
      box.className = 'wps-mini-game';
      box.setAttribute('data-variant', 'v1');
      var heading = document.createElement('p');
      heading.textContent = 'Mini Lotto';
      heading.style.fontWeight = '600';
      heading.style.margin = '0 0 8px';
      var numbers = document.createElement('p');
      numbers.setAttribute('aria-live', 'polite');
      numbers.style.margin = '0 0 8px';
      numbers.textContent = '- - -';
      var draw = document.createElement('button');
      draw.type = 'button';
      draw.textContent = 'Quick draw';
      draw.style.minHeight = '44px';
      draw.addEventListener('click', function () {
        var picks = [];
        for (var i = 0; i < 3; i++) picks.push(Math.floor(Math.random() * 10));
        numbers.textContent = picks.join(' ');
      });
      box.appendChild(heading);
      box.appendChild(numbers);
      box.appendChild(draw);
      host.appendChild(box);
      return {
        destroy: function () {
          box.remove();
        },
      };
    },
  };
})();

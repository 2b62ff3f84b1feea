// The stand-in payment page (contract §4): shows the order's amount and channel, and marks it
// paid or failed through this server's /sandbox-pay/orders/{id}/pay|fail. The link back goes
// only to a /m/ path of localhost or 127.0.0.1 on this port: a provider never sends a player to
// a page the order's creator did not own.
// Globals come through `win` (the window) so a test can hand the script a stand-in one.
(function (win) {
  'use strict';
  var location = win.location;
  var params = new URLSearchParams(location.search);
  var orderId = params.get('order') || '';
  var payButton = document.getElementById('pay');
  var failButton = document.getElementById('fail');
  var message = document.getElementById('message');
  var back = document.getElementById('back');

  function field(name, text) {
    document.querySelector('[data-field="' + name + '"]').textContent = text;
  }

  function safeReturn(value) {
    if (!value) return null;
    try {
      var url = new URL(value);
      var local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
      var web = url.protocol === 'http:' || url.protocol === 'https:';
      if (!local || !web || url.port !== location.port) return null;
      return url.pathname.indexOf('/m/') === 0 ? url.href : null;
    } catch {
      return null;
    }
  }

  function formatAmount(amountMinor, currency) {
    try {
      var format = new Intl.NumberFormat('en', { style: 'currency', currency: currency });
      var digits = format.resolvedOptions().maximumFractionDigits;
      return format.format(amountMinor / Math.pow(10, digits));
    } catch {
      return (amountMinor / 100).toFixed(2) + ' ' + currency;
    }
  }

  function show(order) {
    field('amount', formatAmount(order.amountMinor, order.currency));
    field('channel', order.channelName);
    field('order', order.orderId);
    field('status', order.status);
    var open = order.status === 'PENDING';
    payButton.disabled = !open;
    failButton.disabled = !open;
    if (order.status === 'PAID') message.textContent = 'Payment received. You can go back now.';
    if (order.status === 'FAILED') message.textContent = 'The payment failed.';
    if (order.status === 'EXPIRED') message.textContent = 'This order has expired.';
  }

  function call(method, path) {
    return win
      .fetch('/sandbox-pay/orders/' + encodeURIComponent(orderId) + path, {
        method: method,
      })
      .then(function (response) {
        return response.json();
      });
  }

  function refuse(text) {
    message.textContent = text;
    payButton.disabled = true;
    failButton.disabled = true;
  }

  function act(path) {
    payButton.disabled = true;
    failButton.disabled = true;
    message.textContent = 'Working…';
    call('POST', path)
      .then(function (answer) {
        if (!answer.success) return refuse(answer.message || 'The order could not be updated.');
        return call('GET', '').then(function (again) {
          if (again.success) show(again.value);
        });
      })
      .catch(function () {
        message.textContent = 'Network error, try again.';
        payButton.disabled = false;
        failButton.disabled = false;
      });
  }

  var returnUrl = safeReturn(params.get('return'));
  if (returnUrl) {
    back.href = returnUrl;
    back.hidden = false;
  }
  payButton.addEventListener('click', function () {
    act('/pay');
  });
  failButton.addEventListener('click', function () {
    act('/fail');
  });

  if (!orderId) {
    refuse('No order given.');
    return;
  }
  call('GET', '')
    .then(function (answer) {
      if (answer.success) show(answer.value);
      else refuse(answer.message || 'Unknown order.');
    })
    .catch(function () {
      refuse('The order could not be loaded.');
    });
})(window);

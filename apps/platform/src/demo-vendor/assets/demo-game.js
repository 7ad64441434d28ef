// The demo vendor's game page script: plain browser JavaScript, no framework.
// Talks to /demo-games/api/* with the game-session cookie (Path=/demo-games); no token in the address.
(function () {
  'use strict';
  var textsNode = document.getElementById('demo-texts');
  var texts = textsNode ? JSON.parse(textsNode.textContent || '{}') : {};
  var form = document.getElementById('play');
  var stakeInput = document.getElementById('stake');
  var button = document.getElementById('play-button');
  var balanceOut = document.getElementById('balance');
  var board = document.getElementById('board');
  var result = document.getElementById('result');
  var problem = document.getElementById('problem');
  var kind = document.querySelector('main.game').getAttribute('data-kind');
  var symbols = { CHERRY: '\u{1F352}', LEMON: '\u{1F34B}', BELL: '\u{1F514}', BAR: 'BAR', STAR: '\u2B50', SEVEN: '7' };
  var state = null;

  function fill(text, values) {
    return String(text || '').replace(/\{\{\s*(\w+)\s*\}\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? values[name] : whole;
    });
  }
  function money(amount) {
    var fixed = Math.abs(amount).toFixed(2).split('.');
    var whole = fixed[0].replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return (amount < 0 ? '-' : '') + (texts.currency || '') + whole + '.' + fixed[1];
  }
  function requestId() {
    if (window.crypto && typeof window.crypto.randomUUID === 'function') return window.crypto.randomUUID();
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  function call(method, path, body) {
    return fetch(path, {
      method: method,
      credentials: 'same-origin',
      headers: body ? { 'Content-Type': 'application/json', 'X-Demo-Game': '1', Accept: 'application/json' } : { 'X-Demo-Game': '1', Accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (response) {
      return response.json().catch(function () { return { success: false, code: 'UNKNOWN' }; }).then(function (json) {
        return { status: response.status, json: json };
      });
    });
  }
  function showProblem(text) {
    problem.textContent = text;
  }
  function ended() {
    showProblem(texts.sessionEnded);
    button.disabled = true;
  }
  function showBoard(outcome) {
    var cells = board.querySelectorAll('.cell');
    outcome.forEach(function (value, i) {
      if (cells[i]) cells[i].textContent = kind === 'slot' ? symbols[value] || value : value;
    });
    board.setAttribute('aria-label', (kind === 'slot' ? texts.reels : texts.dice) + ': ' + outcome.join(', '));
  }

  call('GET', '/demo-games/api/state').then(function (answer) {
    if (answer.status === 401) return ended();
    if (!answer.json.success) return showProblem(texts.failed);
    state = answer.json.value;
    balanceOut.textContent = money(state.balance);
  }, function () { showProblem(texts.failed); });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (!state || button.disabled) return;
    problem.textContent = '';
    var stake = Number(stakeInput.value);
    var stakeCents = Math.round(stake * 100);
    if (!isFinite(stake) || Math.abs(stake * 100 - stakeCents) > 1e-6 || stake < state.minBet || stake > state.maxBet) {
      stakeInput.setAttribute('aria-invalid', 'true');
      stakeInput.focus();
      return showProblem(fill(texts.stakeRange, { min: money(state.minBet), max: money(state.maxBet) }));
    }
    if (stake > state.balance) {
      stakeInput.setAttribute('aria-invalid', 'true');
      stakeInput.focus();
      return showProblem(texts.insufficient);
    }
    stakeInput.removeAttribute('aria-invalid');
    var picked = form.querySelector('input[name="pick"]:checked');
    var body = { stake: stakeCents / 100, requestId: requestId() };
    if (picked) body.pick = picked.value;
    button.disabled = true;
    board.classList.add('rolling');
    result.textContent = texts.playing;
    call('POST', '/demo-games/api/bet', body).then(function (answer) {
      board.classList.remove('rolling');
      button.disabled = false;
      if (answer.status === 401) return ended();
      if (!answer.json.success) {
        result.textContent = '';
        return showProblem(answer.json.code === 'INSUFFICIENT_FUNDS' ? texts.insufficient : texts.failed);
      }
      var round = answer.json.value;
      state.balance = round.balance;
      showBoard(round.outcome);
      balanceOut.textContent = money(round.balance);
      result.textContent = round.payout > 0 ? fill(texts.win, { amount: money(round.payout) }) : texts.lose;
    }, function () {
      board.classList.remove('rolling');
      button.disabled = false;
      result.textContent = '';
      showProblem(texts.failed);
    });
  });
})();

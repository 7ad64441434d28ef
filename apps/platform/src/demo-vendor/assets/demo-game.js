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
  // Reel symbols drawn as small SVGs (no emoji font needed); their names come from the pack.
  var symbols = {
    CHERRY:
      '<svg viewBox="0 0 40 40" aria-hidden="true"><path d="M20 6c-2 8-6 12-10 16M20 6c2 8 5 12 10 15" stroke="#2e7d32" stroke-width="2.5" fill="none"/><circle cx="11" cy="27" r="8" fill="#d32f2f"/><circle cx="29" cy="26" r="8" fill="#c62828"/></svg>',
    LEMON:
      '<svg viewBox="0 0 40 40" aria-hidden="true"><ellipse cx="20" cy="21" rx="15" ry="11" fill="#fbc02d"/><circle cx="5" cy="21" r="2.5" fill="#f9a825"/><circle cx="35" cy="21" r="2.5" fill="#f9a825"/></svg>',
    BELL: '<svg viewBox="0 0 40 40" aria-hidden="true"><path d="M20 6c-7 0-11 6-11 13v7l-4 5h30l-4-5v-7c0-7-4-13-11-13z" fill="#ffb300"/><circle cx="20" cy="34" r="3.5" fill="#e65100"/></svg>',
    BAR: '<svg viewBox="0 0 40 40" aria-hidden="true"><rect x="3" y="12" width="34" height="16" rx="3" fill="#37474f"/><text x="20" y="25" text-anchor="middle" font-size="11" font-weight="700" fill="#fff" font-family="Arial,sans-serif">BAR</text></svg>',
    STAR: '<svg viewBox="0 0 40 40" aria-hidden="true"><path d="M20 4l4.7 10.3 11.3 1.2-8.4 7.6 2.4 11.1L20 28.5 10 34.2l2.4-11.1L4 15.5l11.3-1.2z" fill="#fdd835" stroke="#f9a825"/></svg>',
    SEVEN:
      '<svg viewBox="0 0 40 40" aria-hidden="true"><text x="20" y="33" text-anchor="middle" font-size="34" font-weight="900" fill="#d50000" font-family="Arial,sans-serif">7</text></svg>',
  };
  var symbolNames = {
    CHERRY: texts.symbolCherry,
    LEMON: texts.symbolLemon,
    BELL: texts.symbolBell,
    BAR: texts.symbolBar,
    STAR: texts.symbolStar,
    SEVEN: texts.symbolSeven,
  };
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
    return Array.prototype.map
      .call(bytes, function (b) {
        return ('0' + b.toString(16)).slice(-2);
      })
      .join('');
  }
  function call(method, path, body) {
    return fetch(path, {
      method: method,
      credentials: 'same-origin',
      headers: body
        ? { 'Content-Type': 'application/json', 'X-Demo-Game': '1', Accept: 'application/json' }
        : { 'X-Demo-Game': '1', Accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (response) {
      return response
        .json()
        .catch(function () {
          return { success: false, code: 'UNKNOWN' };
        })
        .then(function (json) {
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
      if (!cells[i]) return;
      if (kind === 'slot' && symbols[value]) cells[i].innerHTML = symbols[value];
      else cells[i].textContent = value;
    });
    var spoken =
      kind === 'slot'
        ? outcome.map(function (value) {
            return symbolNames[value] || value;
          })
        : outcome;
    board.setAttribute('aria-label', (kind === 'slot' ? texts.reels : texts.dice) + ': ' + spoken.join(', '));
  }

  call('GET', '/demo-games/api/state').then(
    function (answer) {
      if (answer.status === 401) return ended();
      if (!answer.json.success) return showProblem(texts.failed);
      state = answer.json.value;
      balanceOut.textContent = money(state.balance);
      scheduleCheck();
    },
    function () {
      showProblem(texts.failed);
    },
  );

  // The reality check (issue 13): after the interval since the site session started, or since the last
  // "Continue" (kept in session storage, shared with the site), a modal dialog pauses play until answered.
  var checkDialog = document.getElementById('reality-check');
  var answeredKey = 'realityCheckAnswered';
  var checkTimer = null;
  function answeredAt() {
    try {
      var value = Number(window.sessionStorage.getItem(answeredKey));
      return isFinite(value) && value > 0 ? value : null;
    } catch (e) {
      return null;
    }
  }
  function elapsedText(from, to) {
    var minutes = Math.max(0, Math.floor((to - from) / 60000));
    var hours = Math.floor(minutes / 60);
    return hours > 0
      ? fill(texts.timeHoursMinutes, { hours: hours, minutes: minutes % 60 })
      : fill(texts.timeMinutes, { minutes: minutes });
  }
  function scheduleCheck() {
    if (!checkDialog || typeof checkDialog.showModal !== 'function') return;
    call('GET', '/demo-games/api/realityCheck').then(function (answer) {
      if (!answer.json.success) return;
      var check = answer.json.value;
      var started = Date.parse(check.startedAt);
      if (!(check.intervalSeconds > 0) || !isFinite(started)) return;
      var last = answeredAt();
      var due = (last !== null && last >= started ? last : started) + check.intervalSeconds * 1000;
      clearTimeout(checkTimer);
      checkTimer = setTimeout(showCheck, Math.max(0, due - Date.now()));
    });
  }
  function showCheck() {
    // The net result is read again at the moment the check shows.
    call('GET', '/demo-games/api/realityCheck').then(function (answer) {
      if (answer.status === 401) return ended();
      if (!answer.json.success) return;
      var check = answer.json.value;
      var net = Number(check.net);
      document.getElementById('check-elapsed').textContent = fill(texts.checkElapsed, {
        time: elapsedText(Date.parse(check.startedAt), Date.now()),
      });
      document.getElementById('check-net').textContent = fill(texts.checkNet, {
        amount: (net > 0 ? '+' : '') + money(net),
      });
      if (!checkDialog.open) checkDialog.showModal();
    });
  }
  if (checkDialog) {
    // Escape does not dismiss it: play stays paused until the player answers.
    checkDialog.addEventListener('cancel', function (event) {
      event.preventDefault();
    });
    document.getElementById('check-continue').addEventListener('click', function () {
      try {
        window.sessionStorage.setItem(answeredKey, String(Date.now()));
      } catch (e) {
        /* not kept */
      }
      checkDialog.close();
      scheduleCheck();
    });
    document.getElementById('check-logout').addEventListener('click', function () {
      var leave = function () {
        window.location.assign('/m/login');
      };
      call('POST', '/demo-games/api/logout', {}).then(leave, leave);
    });
  }

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
    call('POST', '/demo-games/api/bet', body).then(
      function (answer) {
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
        result.className = round.payout > 0 ? 'result won' : 'result';
      },
      function () {
        board.classList.remove('rolling');
        button.disabled = false;
        result.textContent = '';
        showProblem(texts.failed);
      },
    );
  });
})();

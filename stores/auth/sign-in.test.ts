import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, groups, json, pageConfig, text, userServer } from '../../fixtures/testing/user-test-server';

let signIn: typeof import('./sign-in');
let user: typeof import('../user/user');
let prompt: typeof import('./auth-prompt');
let $flash: typeof import('../flash').$flash;

/** The proof of work, as the worker would answer: a test resolves or fails it. */
const proof = {
  calls: [] as Array<{ email: string; difficulty: number; signal: AbortSignal | undefined }>,
  settle: (_token: string | Error) => {},
  progress: (_value: number) => {},
};

const LOGIN = { email: 'ines.insider@example.com', password: 'insider-pass-1', otp_token: '', remember_me: true };
const UNEXPECTED = 'An unexpected error occurred. Please notify help@example.com if this keeps happening.';

async function fresh(config: Record<string, unknown> = {}) {
  vi.resetModules();
  document.head.innerHTML = '';
  pageConfig(config);
  vi.doMock('./proof-of-work', () => ({
    findProofOfWork: (
      email: string,
      difficulty: number,
      options: { signal?: AbortSignal; onProgress?: (value: number) => void },
    ) =>
      new Promise<string>((resolve, reject) => {
        proof.calls.push({ email, difficulty, signal: options.signal });
        proof.progress = (value) => options.onProgress?.(value);
        proof.settle = (token) => (typeof token === 'string' ? resolve(token) : reject(token));
        options.signal?.addEventListener('abort', () => reject(options.signal?.reason));
      }),
  }));
  ({ $flash } = await import('../flash'));
  user = await import('../user/user');
  prompt = await import('./auth-prompt');
  signIn = await import('./sign-in');
  document.body.innerHTML = '<div data-widget="auth" data-widget-state="mounted"></div>';
}

beforeEach(() => {
  proof.calls = [];
  clearCookies();
});
afterEach(() => {
  vi.doUnmock('./proof-of-work');
  vi.unstubAllGlobals();
});

describe('submitLogin', () => {
  it('sends one request however often it is submitted while one is out, busy meanwhile', async () => {
    await fresh();
    const api = userServer({ 'POST /users/ajax_login': json({ success: true, customization: groups() }) });
    const first = signIn.submitLogin(LOGIN);
    const second = signIn.submitLogin(LOGIN);
    expect(signIn.$signIn.get().busy).toBe(true);
    await expect(second).resolves.toBe(false);
    await expect(first).resolves.toBe(true);
    expect(api.calls.filter((call) => call.path === '/users/ajax_login')).toHaveLength(1);
    expect(api.calls[0]!.body).toMatchObject({ ...LOGIN, otp_challenge: '' });
    expect(api.calls[0]!.body).not.toHaveProperty('proof_of_work');
    expect(signIn.$signIn.get()).toEqual({ busy: false, proofProgress: null, error: null });
  });

  it('with the proof-of-work flag, finds the token first (showing progress) and sends it', async () => {
    await fresh({ loginProofOfWork: true, loginProofOfWorkDifficulty: 20 });
    const api = userServer({ 'POST /users/ajax_login': json({ success: true, customization: groups() }) });
    const done = signIn.submitLogin(LOGIN);
    expect(proof.calls).toEqual([expect.objectContaining({ email: LOGIN.email, difficulty: 20 })]);
    expect(signIn.$signIn.get().proofProgress).toBe(0);
    proof.progress(0.4);
    expect(signIn.$signIn.get().proofProgress).toBe(0.4);
    expect(api.calls).toEqual([]);
    proof.settle('1780000000000:77');
    await expect(done).resolves.toBe(true);
    expect(api.calls[0]!.body).toMatchObject({ proof_of_work: '1780000000000:77' });
  });

  it('closing the dialog during the proof of work stops it: nothing is sent, nothing is shown', async () => {
    await fresh({ loginProofOfWork: true, loginProofOfWorkDifficulty: 24 });
    const api = userServer();
    prompt.showAuth('login');
    const done = signIn.submitLogin(LOGIN);
    signIn.closeSignIn();
    expect(proof.calls[0]!.signal?.aborted).toBe(true);
    await expect(done).resolves.toBe(false);
    expect(api.calls).toEqual([]);
    expect(signIn.$signIn.get()).toEqual({ busy: false, proofProgress: null, error: null });
    expect(user.$user.get().showAuth).toBe(false);
    expect($flash.get().notification).toBeNull();
  });

  it('a proof of work that fails (the worker did not load) shows the unexpected error, in the dialog and the flash bar', async () => {
    await fresh({ loginProofOfWork: true });
    userServer();
    const done = signIn.submitLogin(LOGIN);
    proof.settle(new Error('proof-of-work worker failed'));
    await expect(done).resolves.toBe(false);
    expect(signIn.$signIn.get()).toMatchObject({ busy: false, error: UNEXPECTED });
    expect($flash.get().notification?.message).toBe(UNEXPECTED);
  });
});

describe('closing while a request is out', () => {
  it('takes nothing back: opened again, the dialog is still busy and a second submit sends nothing', async () => {
    await fresh();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = userServer({
      'POST /users/ajax_login': () => answered.then(json({ success: true, customization: groups() })),
    });
    prompt.showAuth('login');
    const first = signIn.submitLogin(LOGIN);
    signIn.closeSignIn();
    const action = vi.fn();
    prompt.showAuth('save', action);
    expect(signIn.$signIn.get().busy).toBe(true);
    await expect(signIn.submitLogin(LOGIN)).resolves.toBe(false);
    answer();
    await expect(first).resolves.toBe(true);
    expect(api.calls.filter((call) => call.path === '/users/ajax_login')).toHaveLength(1);
    expect(signIn.$signIn.get().busy).toBe(false);
    // The sign-in happened: the action the new opening asked for runs.
    expect(action).toHaveBeenCalledOnce();
  });

  it('a second failure with the same text is announced again: the old one is cleared as the request starts', async () => {
    await fresh();
    userServer({ 'POST /users/ajax_login': text('Invalid email or password.', 401) });
    prompt.showAuth('login');
    await signIn.submitLogin(LOGIN);
    expect(user.$user.get().notification?.message).toBe('Invalid email or password.');
    const again = signIn.submitLogin(LOGIN);
    expect(user.$user.get().notification).toBeNull();
    await again;
    expect(user.$user.get().notification?.message).toBe('Invalid email or password.');
  });
});

describe('a login that never answers', () => {
  it('times out after 10 s with the unexpected-error message, and the dialog can send again', async () => {
    await fresh();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise((_resolve, reject) =>
            request.signal.addEventListener('abort', () => reject(request.signal.reason)),
          ),
      ),
    );
    vi.useFakeTimers();
    try {
      const done = signIn.submitLogin(LOGIN);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(signIn.$signIn.get().busy).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      await expect(done).resolves.toBe(false);
      expect(user.$user.get().notification?.message).toBe(UNEXPECTED);
      expect(signIn.$signIn.get().busy).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('submitSignup', () => {
  it.each([
    ['save', '/', 'onsite-accountcreate_save'],
    ['signup', '/', 'onsite'],
    ['login', '/shop/checkout', 'onsite-checkout'],
  ])('opened for %s on %s, tags the sign-up %s, with no captcha', async (reason, path, source) => {
    await fresh(path === '/shop/checkout' ? { pageType: 'checkout' } : {});
    window.history.replaceState(null, '', path);
    const api = userServer({ 'POST /users/ajax_signup': json({ success: true, customization: groups() }) });
    prompt.showAuth(reason);
    await signIn.submitSignup({
      login: 'newcook',
      email: 'new@example.com',
      password: 'long-enough',
      receive_newsletter: false,
      order_id: '9001',
    });
    expect(api.calls[0]!.body).toMatchObject({
      initiating_action: source,
      noCaptcha: true,
      captchaKey: '',
      order_id: '9001',
      login: 'newcook',
    });
    window.history.replaceState(null, '', '/');
  });
});

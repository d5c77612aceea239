// The bare floor: a React 19 sign-in form (e-mail, password, submit), client-rendered, no UI kit.
import { StrictMode, useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  // The bench's "usable" moment: React has mounted, so typing and submitting work.
  useEffect(() => {
    document.documentElement.dataset.signInReady = 'true';
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
  };
  return (
    <main style={{ maxWidth: 400, margin: '64px auto', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Sign in</h1>
      <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 16 }}>
        <label style={{ display: 'grid', gap: 6 }}>
          E-mail
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label style={{ display: 'grid', gap: 6 }}>
          Password
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <button type="submit">Sign in</button>
      </form>
      {sent && <p role="status">Signing in…</p>}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignInForm />
  </StrictMode>,
);

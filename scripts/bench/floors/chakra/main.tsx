// The Chakra floor: the bare floor's form on Chakra v3's default system (Card, Field, Input, Button).
import { StrictMode, useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Button,
  Card,
  ChakraProvider,
  Container,
  Field,
  Input,
  Stack,
  Text,
  defaultSystem,
} from '@chakra-ui/react';

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
    <Container as="main" maxW="md" py="16">
      <Card.Root>
        <Card.Header>
          <Card.Title as="h1" textStyle="2xl">
            Sign in
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <form noValidate onSubmit={submit}>
            <Stack gap="4">
              <Field.Root required>
                <Field.Label>
                  E-mail
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="email"
                  name="email"
                  autoComplete="username"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </Field.Root>
              <Field.Root required>
                <Field.Label>
                  Password
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Field.Root>
              <Button type="submit" colorPalette="blue">
                Sign in
              </Button>
            </Stack>
          </form>
          {sent && <Text role="status">Signing in…</Text>}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <SignInForm />
    </ChakraProvider>
  </StrictMode>,
);

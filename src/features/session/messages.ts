export const sessionMessages = {
  title: 'Sign in',
  subtitle: 'Shop Admin back-office',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  signIn: 'Sign In',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  wrongCredentials: 'Wrong email or password',
  sessionEndedTitle: 'Your session has ended',
  sessionEndedText: 'Sign in again to carry on: this screen and what you typed are kept.',
  signOut: 'Sign out',
} as const;

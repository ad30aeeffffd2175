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
} as const;

/** Texts of docs/product.md §6: Signing in, signing up and signing out. */
export const loginSuccess = { title: 'Login successful', description: 'Welcome back!' } as const;
export const loginFailed = 'Login failed';
export const loginFailedInline = 'Login failed. Please try again.';
export const registrationSuccess = { title: 'Registration successful' } as const;
export const registrationFailed = 'Registration failed';
export const registrationFailedInline = 'Registration failed. Please try again.';
export const logoutSuccess = {
  title: 'Logged out',
  description: 'You have been successfully logged out',
} as const;
export const logoutFailed = 'Logout failed';
export const authRequired = 'Authentication Required';
export const authRequiredDescription = 'Please log in to access this page.';
export const inactiveAccount = 'Your account is inactive. Please contact support to reactivate it.';
export const invalidCredentials = 'Invalid email or password';
export const adminOnly = 'This console is for administrators only. Please use the agent portal.';

/** A short list of the passwords most often seen in breaches; enough to refuse the obvious ones. */
const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', 'password', 'password1', 'password123',
  'qwerty', 'qwerty123', 'qwertyuiop', 'abc123', '111111', '000000', '123123', '654321', '666666',
  '121212', 'iloveyou', 'admin', 'admin123', 'welcome', 'welcome1', 'letmein', 'monkey', 'dragon',
  'football', 'baseball', 'sunshine', 'princess', 'master', 'shadow', 'superman', 'trustno1',
  'passw0rd', 'p@ssw0rd', 'azerty', '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'aaaaaa', 'asdfgh',
  'changeme', 'secret', 'starwars', 'whatever', 'freedom', 'computer', 'michael', 'jennifer',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export const registrationKeys = {
  usernameAvailable: (username: string) => ['username-available', username] as const,
};

/** The user as better-auth's endpoints answer with it. */
export interface ApiUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

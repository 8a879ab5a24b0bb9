import { z } from 'zod';

/** The email and password both auth forms ask for; `requiredMessage` is each form's own wording. */
export function credentialsSchema(requiredMessage: string) {
  return z.object({
    email: z.string().trim().min(1, requiredMessage),
    password: z.string().min(1, requiredMessage),
  });
}

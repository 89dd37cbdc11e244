import { z } from 'zod';

/** Visitors' requests: `contact-<id>` and `callback-<id>`. */
export const storedCallbackTimes = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export const storedInboxStatuses = ['new', 'handled'] as const;

export const requestEvents = {
  ContactMessageSubmitted: {
    version: 1,
    data: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      service: z.string(),
      message: z.string(),
      consent: z.boolean(),
    }),
  },
  CallbackRequested: {
    version: 1,
    data: z.object({ name: z.string(), phone: z.string(), reason: z.string(), preferredTime: z.enum(storedCallbackTimes) }),
  },
  RequestStatusChanged: { version: 1, data: z.object({ status: z.enum(storedInboxStatuses) }) },
} as const;

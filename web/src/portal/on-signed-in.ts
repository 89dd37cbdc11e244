import type { AuthAnswer } from '@pt/contracts';

/** What a sign-in or registration form calls once the server has signed the person in; `next` is where the form says to go. */
export type OnSignedIn = (answer: AuthAnswer, next: string) => void;

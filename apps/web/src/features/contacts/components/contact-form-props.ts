import type { ContactDraft } from '../contact-draft.ts';

/** What each part of the contact form gets: the draft, a setter and the messages by field. */
export interface ContactFieldsProps {
  draft: ContactDraft;
  set: <Key extends keyof ContactDraft>(key: Key, value: ContactDraft[Key]) => void;
  errors: Record<string, string>;
}

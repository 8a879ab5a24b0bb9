import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The table row that shows `text` (in the element matching `selector`, when given). */
export function rowWithText(text: string, selector?: string): HTMLElement {
  return screen.getByText(text, selector ? { selector } : undefined).closest('tr') as HTMLElement;
}

/** The table row with a cell whose whole text is `name`. */
export function rowWithCell(name: string): HTMLElement {
  return screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
}

/** Clicks the button in `item` (a table row, a card) whose name matches `action`, e.g. /^Delete/ for "Delete booking #6". */
export async function clickActionIn(user: UserEvent, item: HTMLElement, action: RegExp) {
  await user.click(within(item).getByRole('button', { name: action }));
}

/** Answers the open confirm dialog with the button named `answer` ("Delete", "Cancel", …). */
export async function answerConfirm(user: UserEvent, answer: string) {
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: answer }));
}

/** Clicks the Delete button in `item` and confirms the question. */
export async function confirmDeleteIn(user: UserEvent, item: HTMLElement) {
  await clickActionIn(user, item, /^Delete/);
  await answerConfirm(user, 'Delete');
}

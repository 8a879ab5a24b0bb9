import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp, type RenderOptions } from './render';

export type TestUser = ReturnType<typeof userEvent.setup>;

/** The whole app at `options.route`, and a user-event session to drive it. */
export function setupApp(options: RenderOptions = {}) {
  return { user: userEvent.setup(), ...renderApp(options) };
}

/** Types each value into the field its label matches, in order (user.type appends to what is there). */
export async function typeIntoFields(user: TestUser, fields: readonly (readonly [label: RegExp, value: string])[]) {
  for (const [label, value] of fields) await user.type(screen.getByLabelText(label), value);
}

export async function clickButton(user: TestUser, name: string | RegExp) {
  await user.click(screen.getByRole('button', { name }));
}

import { readFileSync } from 'node:fs';

import { type APIRequestContext, expect, test } from '@playwright/test';

import { adminToken, createUser, expectNoHorizontalOverflow, login, snap } from './helpers.ts';

/**
 * Issue #33 section 3: staff open the rooming list of the seeded story departure (its first stay done, its second
 * half done), press Suggest on the second stay, move one traveller into a room of their own, and export the CSV.
 */

const stamp = Date.now().toString(36);

type Stay = { id: number; hotelName: string; roomedCount: number; travellerCount: number };

/** The departure whose second stay is half roomed (prisma/seed/rooming.ts), found through the staff API. */
async function storyDeparture(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const packages = (await (await request.get('/api/packages')).json()) as { id: number }[];
  for (const pkg of packages) {
    const { departures } = (await (await request.get(`/api/packages/${pkg.id}/departures`, { headers })).json()) as {
      departures: { id: number }[];
    };
    for (const departure of departures) {
      const rooming = (await (await request.get(`/api/departures/${departure.id}/rooming`, { headers })).json()) as {
        stays: Stay[];
      };
      const [done, half] = [rooming.stays.at(0), rooming.stays.at(1)];
      if (done && half && done.roomedCount === done.travellerCount && half.roomedCount < half.travellerCount)
        return { departureId: departure.id, half };
    }
  }
  throw new Error('the seed has no partly roomed departure');
}

test('staff suggest a stay’s rooms, move a traveller and export the CSV', async ({ page, request }, testInfo) => {
  const { departureId, half } = await storyDeparture(request);
  const staff = await createUser(request, 'STAFF', `rooming-${stamp}@rihla.test`);
  await login(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/departures/${departureId}/rooming`);

  const tab = page.getByRole('tab', { name: new RegExp(half.hotelName) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(`${half.roomedCount} of ${half.travellerCount} travellers roomed`)).toBeVisible();
  await snap(page, testInfo, 'rooming-half-done-1366');

  // Suggest fills the stay.
  await panel.getByRole('button', { name: 'Suggest' }).click();
  await expect(panel.getByText('Suggestion applied: adjust below.')).toBeVisible();
  await expect(panel.getByText(`${half.travellerCount} of ${half.travellerCount} travellers roomed`)).toBeVisible();
  await expect(panel.getByText('Everyone named has a room here.')).toBeVisible();

  // A room of one's own: add a single room, move the first roomed traveller into it.
  const label = `E2E-${stamp}`.slice(0, 20);
  await panel.getByLabel('Room type').selectOption('SINGLE');
  await panel.getByLabel('Room number (optional)').fill(label);
  await panel.getByRole('button', { name: 'Add room' }).click();
  await expect(panel.getByText('Room added.')).toBeVisible();
  const single = panel.getByRole('article', { name: `Room ${label}` });
  await expect(single.getByText('Empty bed')).toBeVisible();
  const firstRoom = panel.getByRole('article').first();
  const mover = firstRoom.locator('.rooming__name').first();
  const name = (await mover.textContent())!.trim();
  await firstRoom.getByRole('button', { name: new RegExp(name) }).click();
  await panel.getByLabel('Move to room').selectOption({ label: `Room ${label} (Single, 0/1)` });
  await panel.getByRole('button', { name: 'Move to room' }).click();
  await expect(panel.getByText(`${name} moved.`)).toBeVisible();
  await expect(single.getByText(name)).toBeVisible();
  await expect(single.getByText('Empty bed')).toBeHidden();
  await snap(page, testInfo, 'rooming-moved-1366');

  // The CSV for the office.
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('room,type,traveller,booking_reference,gender');
  expect(csv).toContain(`${label},SINGLE,${name},`);

  // On a phone the list turns into one column and nothing sticks out.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page, 'rooming on a phone');
  await snap(page, testInfo, 'rooming-390');
});

// What the House browser tests share: opening a one-human table against the bot Zombie from the
// create page the way a person does.

/**
 * Opens a House game on `page` (name `name`, `?seed=`, characters dealt), claims the human1 seat,
 * gives the zombie seat to a bot and starts; returns once the start was clicked (the caller waits
 * for what it needs next). Throws on any missing step.
 */
export async function openHouseTable({ page, base, seed, name }) {
  await page.goto(`${base}/?seed=${seed}`);
  await page.fill("#name", name);
  await page.selectOption("#opt-characters", "deal");
  await page.click("#create");
  await page.waitForSelector('li[data-seat="human1"] button.claim');
  await page.click('li[data-seat="human1"] button.claim');
  await page.waitForSelector('li[data-seat="human1"].mine');
  await page.check('input[data-bot-seat="zombie"]');
  await page.waitForSelector('li[data-seat="zombie"] input[data-bot-seat]:checked');
  await page.click("#start");
}

// What the House browser tests share: opening a table from the create page the way a person does
// (one human against the bot Zombie, or two browsers, each in its own seat).

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

/**
 * Opens a House game for two browsers the way two friends do: `A` creates it (name `names[0]`,
 * `?seed=`, characters dealt) and claims `seats[0]`; `B` opens the invite link, joins as `names[1]`
 * and claims `seats[1]`; `A` starts. Returns the invite link once the start was clicked. Throws on
 * any missing step.
 */
export async function openHouseForTwo({ A, B, base, seed, seats, names = ["Ann", "Bob"] }) {
  await A.goto(`${base}/?seed=${seed}`);
  await A.fill("#name", names[0]);
  await A.selectOption("#opt-characters", "deal");
  await A.click("#create");
  await A.waitForSelector(`li[data-seat="${seats[0]}"] button.claim`);
  await A.click(`li[data-seat="${seats[0]}"] button.claim`);
  await A.waitForSelector(`li[data-seat="${seats[0]}"].mine`);
  const link = await A.inputValue("#invite");
  await B.goto(link);
  await B.fill("#name", names[1]);
  await B.click("#join");
  await B.waitForSelector(`li[data-seat="${seats[1]}"] button.claim`);
  await B.click(`li[data-seat="${seats[1]}"] button.claim`);
  await B.waitForSelector(`li[data-seat="${seats[1]}"].mine`);
  await A.click("#start");
  return link;
}

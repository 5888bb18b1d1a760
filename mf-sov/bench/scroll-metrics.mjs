// Scrolls a virtual table with the mouse wheel and measures frames and long tasks in the page.
/* global window, document, requestAnimationFrame -- functions passed to page.evaluate run in the browser */

/**
 * Wheels through `selector` from top to bottom in steps, recording every animation frame and
 * every long task (PerformanceObserver 'longtask') meanwhile.
 */
export async function measureScroll(page, selector, { step = 480, pauseMs = 16 } = {}) {
  const holder = page.locator(selector).first();
  await holder.scrollIntoViewIfNeeded();
  const box = await holder.boundingBox();
  if (!box) throw new Error(`nothing to scroll at ${selector}`);
  const rows = await page.evaluate(() => {
    const text = [...document.querySelectorAll('.ant-typography')]
      .map((node) => node.textContent)
      .find((t) => t?.startsWith('Rows:'));
    return text ? Number(text.replace(/\D/g, '')) : NaN;
  });

  await page.evaluate(() => {
    const probe = { frames: [], longTasks: [], running: true };
    window.__scrollProbe = probe;
    new PerformanceObserver((list) =>
      probe.longTasks.push(...list.getEntries().map((entry) => entry.duration)),
    ).observe({
      type: 'longtask',
    });
    let last = performance.now();
    const tick = (now) => {
      probe.frames.push(now - last);
      last = now;
      if (probe.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

  // The virtual list handles the wheel itself (no native scrollTop): wheel through its full height.
  const rowHeight = await page
    .locator(`${selector} .ant-table-row`)
    .first()
    .evaluate((row) => row.offsetHeight);
  const steps = Math.ceil((rows * rowHeight) / step) + 5;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let wheel = 0; wheel < steps; wheel += 1) {
    await page.mouse.wheel(0, step);
    await page.waitForTimeout(pauseMs);
  }
  await page.waitForTimeout(300);

  const probe = await page.evaluate(() => {
    window.__scrollProbe.running = false;
    return window.__scrollProbe;
  });
  const frames = probe.frames.slice(1);
  const sorted = [...frames].sort((a, b) => a - b);
  const frameBudget = 1000 / 60;
  return {
    rows,
    distance: steps * step,
    frames: frames.length,
    dropped: frames.reduce((sum, delta) => sum + Math.max(0, Math.round(delta / frameBudget) - 1), 0),
    frameP50: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    frameMax: sorted.at(-1) ?? NaN,
    longestTask: Math.max(0, ...probe.longTasks),
    longTasks: probe.longTasks.length,
  };
}

// @vitest-environment node
// The server's drawing of a visitor's page runs in Node, without a DOM (decision 0019).
import { createRandom, PublicProblems } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page';

const pageData = JSON.parse(`{"public":${new PublicProblems(createRandom(7)).json()}}`);
/** The page's text as a reader sees it: React's separators between texts left out. */
const draw = async (path: string) =>
  (await renderPage(`http://mathsteps.test${path}`, pageData))?.replaceAll('<!-- -->', '');

describe('renderPage', () => {
  it('draws the difficulty popup open, as a form that works before the app has started', async () => {
    const html = await draw('/free-problems');
    expect(html).toContain('Choose a difficulty');
    expect(html).toMatch(/<dialog open=""/);
    const form = /<form id="([^"]+)"[^>]*>/.exec(html!);
    expect(form![0]).toContain('action="/free-problems"');
    expect(form![0]).toContain('method="get"');
    expect(html!.match(/<input type="radio"[^>]*name="difficulty"/g)).toHaveLength(4);
    // Start sends that form (it sits among the popup's buttons, outside it).
    expect(html).toMatch(new RegExp(`<button type="submit"[^>]*form="${form![1]}">Start</button>`));
    // No grid before a choice, and nothing for the CSP to refuse.
    expect(html).not.toContain('worked-grid');
    expect(html).not.toContain('<script');
  });

  it('draws the first problem of the difficulty in the address, its first box focused', async () => {
    const html = await draw('/free-problems?difficulty=Easy');
    expect(html).toContain('Addition · Level 4 (Easy) · Problem 1 of 10');
    expect(html).toContain('worked-grid');
    // The page itself puts the child in the box to type first: one box, before any script.
    expect(html!.match(/autofocus=""/g)).toHaveLength(1);
    expect(html).not.toContain('Choose a difficulty');
    expect(html).not.toContain('<script');
  });

  it('draws the logins with their submit disabled until the app runs them', async () => {
    const logins: [string, string][] = [
      ['/parent-login', 'password'],
      ['/student-login', 'passcode'],
    ];
    for (const [path, field] of logins) {
      const html = await draw(path);
      expect(html).toMatch(new RegExp(`<input[^>]*type="password"[^>]*name="${field}"`));
      // Neither the button nor Enter sends it; were it sent, no field would be in an address.
      expect(html).toMatch(/<button type="submit"[^>]* disabled="">/);
      expect(html).toMatch(/<form[^>]* method="post">/);
      expect(html).not.toContain('<script');
    }
    expect(await draw('/')).toContain('Try Free Problems');
  });

  it('draws the popup for a difficulty that is not one, and no other page', async () => {
    expect(await draw('/free-problems?difficulty=Impossible')).toContain('Choose a difficulty');
    expect(await draw('/faq')).toBeUndefined();
    expect(await draw('/student-dashboard')).toBeUndefined();
  });
});

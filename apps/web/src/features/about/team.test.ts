import { describe, expect, it } from 'vitest';
import { type TeamContent, teamContent, teamIn, teamProblems } from './team';

const member = {
  name: 'Ana',
  role: { en: 'Teacher', es: 'Maestra' },
  description: { en: 'Teaches.', es: 'Enseña.' },
  look: { skin: '#8d5a3b', hair: '#1f1a17', shirt: '#1d5fbf', background: '#d8e6f8' },
} as const;

describe("the About page's team file", () => {
  it('ships as an example of three, whole in every language, with no link to an unread address', () => {
    expect(teamProblems(teamContent)).toEqual([]);
    expect(teamContent.example).toBe(true);
    const team = teamIn(teamContent, 'es');
    expect(team.members).toHaveLength(3);
    expect(team.members.every((person) => person.profile === undefined)).toBe(true);
  });

  it('says each person in the reader’s language, English where a word is missing', () => {
    const team: TeamContent = {
      members: [{ ...member, look: { ...member.look, hairStyle: 'bun' }, role: { en: 'Teacher' } }],
    };
    expect(teamIn(team, 'es').members[0]).toMatchObject({
      role: 'Teacher',
      description: 'Enseña.',
    });
    expect(teamIn(team, 'es').example).toBe(false);
  });

  it('keeps only a link a visitor can follow, and says what is wrong with a file', () => {
    const team = {
      members: [
        {
          ...member,
          look: { ...member.look, hairStyle: 'curly', skin: 'brown' },
          role: { en: 'Teacher' },
          profile: { href: 'javascript:alert(1)', label: { en: 'Me' } },
        },
      ],
    } as unknown as TeamContent;
    expect(teamIn(team, 'en').members[0]!.profile).toBeUndefined();
    expect(teamProblems(team)).toEqual([
      'Ana: no role in es',
      'Ana: no profile link words in es',
      'Ana: the profile link is neither https:// nor mailto:',
      "Ana: the portrait's colours are not all #rrggbb",
      'Ana: hairStyle is not bun, short or long',
    ]);
    expect(teamProblems({ members: [] })).toEqual(['no members']);
  });
});

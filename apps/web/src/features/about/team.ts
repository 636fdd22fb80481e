import { type Language, LOCALES, languageOf } from '@mathsteps/domain';
import content from '../../../content/team.json';
import type { AvatarLook } from './avatar';

/**
 * The About page's team (docs/operations.md, "The About page"): whoever runs MathSteps writes
 * its own in `apps/web/content/team.json`, each person's words in every language the site
 * speaks. The file shipped is an example, and says so (`example`): the page tells visitors.
 */
type Words = Partial<Record<Language, string>>;

interface MemberContent {
  name: string;
  role: Words;
  description: Words;
  /** A page or an address of theirs that someone reads; none: the site's own address. */
  profile?: { href: string; label: Words };
  look: AvatarLook;
}

export interface TeamContent {
  example?: boolean;
  members: MemberContent[];
}

export interface TeamMember {
  name: string;
  role: string;
  description: string;
  profile?: { href: string; label: string };
  look: AvatarLook;
}

/** The team file this build was made with. */
export const teamContent = content as TeamContent;

/** A link a visitor can follow to a person: a web page or an e-mail address, nothing else. */
const followable = (href: string) => /^(https:\/\/|mailto:[^@\s]+@[^@\s]+$)/.test(href);

/** The team in `language`, English where a word is missing in it. */
export function teamIn(
  team: TeamContent,
  language: Language,
): { example: boolean; members: TeamMember[] } {
  const said = (words: Words) => words[language] ?? words.en ?? '';
  return {
    example: team.example === true,
    members: team.members.map((member) => ({
      name: member.name,
      role: said(member.role),
      description: said(member.description),
      ...(member.profile &&
        followable(member.profile.href) && {
          profile: { href: member.profile.href, label: said(member.profile.label) },
        }),
      look: member.look,
    })),
  };
}

const COLOUR = /^#[0-9a-f]{6}$/i;
/** Every language the site speaks: a person's words are needed in each. */
const LANGUAGES = [...new Set(LOCALES.map(languageOf))];

/** What is wrong with a team file, in words an operator can act on (empty: nothing). */
export function teamProblems(team: TeamContent): string[] {
  const problems: string[] = [];
  if (!Array.isArray(team.members) || team.members.length === 0) return ['no members'];
  team.members.forEach((member, index) => {
    const who = member.name || `member ${index + 1}`;
    if (!member.name) problems.push(`${who}: no name`);
    for (const language of LANGUAGES) {
      if (!member.role?.[language]) problems.push(`${who}: no role in ${language}`);
      if (!member.description?.[language]) problems.push(`${who}: no description in ${language}`);
      if (member.profile && !member.profile.label?.[language])
        problems.push(`${who}: no profile link words in ${language}`);
    }
    if (member.profile && !followable(member.profile.href))
      problems.push(`${who}: the profile link is neither https:// nor mailto:`);
    const look = member.look;
    if (!look || ![look.skin, look.hair, look.shirt, look.background].every((c) => COLOUR.test(c)))
      problems.push(`${who}: the portrait's colours are not all #rrggbb`);
    if (look && !['bun', 'short', 'long'].includes(look.hairStyle))
      problems.push(`${who}: hairStyle is not bun, short or long`);
  });
  return problems;
}

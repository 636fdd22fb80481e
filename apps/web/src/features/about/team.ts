import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AvatarLook } from './avatar';

export interface TeamMember {
  name: string;
  role: MessageDescriptor;
  description: MessageDescriptor;
  profile: { href: string; label: MessageDescriptor };
  look: AvatarLook;
}

export const team: TeamMember[] = [
  {
    name: 'Amara Okafor',
    role: msg`Co-founder, learning design`,
    description: msg`Taught grades 2 to 6 for eleven years. Amara designs the levels and the step-by-step grids, and reads every message parents send.`,
    profile: { href: 'mailto:amara@mathsteps.app', label: msg`Write to Amara` },
    look: {
      skin: '#8d5a3b',
      hair: '#1f1a17',
      shirt: '#1d5fbf',
      background: '#d8e6f8',
      hairStyle: 'bun',
    },
  },
  {
    name: 'Jonas Lindqvist',
    role: msg`Co-founder, engineering`,
    description: msg`Builds the problem engine and keeps MathSteps fast and safe. Jonas makes sure every carry, borrow and remainder is exactly right.`,
    profile: { href: 'mailto:jonas@mathsteps.app', label: msg`Write to Jonas` },
    look: {
      skin: '#f1c7a5',
      hair: '#c9883e',
      shirt: '#1b6b3f',
      background: '#ecf8f1',
      hairStyle: 'short',
      glasses: true,
    },
  },
  {
    name: 'Priya Raman',
    role: msg`Parent experience`,
    description: msg`A parent of two, Priya shapes the dashboard, report cards and weekly e-mails so that a busy family can see in a minute how things are going.`,
    profile: { href: 'mailto:priya@mathsteps.app', label: msg`Write to Priya` },
    look: {
      skin: '#c68b5e',
      hair: '#2b2118',
      shirt: '#8a5a00',
      background: '#fff3d1',
      hairStyle: 'long',
    },
  },
];

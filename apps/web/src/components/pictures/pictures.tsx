import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { NamePicture, PasscodePicture } from '@mathsteps/domain';
import {
  Anchor,
  Apple,
  Bell,
  Bike,
  Bird,
  Bug,
  Cake,
  Car,
  Carrot,
  Cat,
  Cherry,
  Clock,
  Cloud,
  Crown,
  Dog,
  Drum,
  Egg,
  Fish,
  Flag,
  Flower,
  Ghost,
  Gift,
  Glasses,
  Guitar,
  Heart,
  House,
  Key,
  Leaf,
  type LucideIcon,
  Moon,
  Music,
  PawPrint,
  Pencil,
  Plane,
  Rabbit,
  Rainbow,
  Rocket,
  Shell,
  Ship,
  Snail,
  Snowflake,
  Squirrel,
  Star,
  Sun,
  Tent,
  TreePine,
  Turtle,
  Umbrella,
  Volleyball,
  Zap,
} from 'lucide-react';

/**
 * The pictures of a class's sign-in (docs/product.md "Teachers and classes"): each drawn by an
 * icon in a colour of its own, and named in the page's language for the label and the voice.
 * The passcode's nine are told apart by shape and colour at once, for a child who cannot read.
 */
type Picture = PasscodePicture | NamePicture;

const DRAWN: Record<Picture, { icon: LucideIcon; colour: string; words: MessageDescriptor }> = {
  cat: { icon: Cat, colour: 'text-orange-600', words: msg`cat` },
  dog: { icon: Dog, colour: 'text-amber-800', words: msg`dog` },
  fish: { icon: Fish, colour: 'text-sky-600', words: msg`fish` },
  bird: { icon: Bird, colour: 'text-teal-600', words: msg`bird` },
  sun: { icon: Sun, colour: 'text-amber-500', words: msg`sun` },
  moon: {
    icon: Moon,
    colour: 'text-indigo-600',
    words: msg`moon`,
  },
  star: {
    icon: Star,
    colour: 'text-fuchsia-600',
    words: msg`star`,
  },
  apple: {
    icon: Apple,
    colour: 'text-red-600',
    words: msg`apple`,
  },
  tree: {
    icon: TreePine,
    colour: 'text-green-700',
    words: msg`tree`,
  },
  rabbit: { icon: Rabbit, colour: 'text-stone-600', words: msg`rabbit` },
  turtle: { icon: Turtle, colour: 'text-green-700', words: msg`turtle` },
  snail: { icon: Snail, colour: 'text-amber-700', words: msg`snail` },
  squirrel: { icon: Squirrel, colour: 'text-orange-700', words: msg`squirrel` },
  rocket: { icon: Rocket, colour: 'text-red-600', words: msg`rocket` },
  flower: { icon: Flower, colour: 'text-pink-600', words: msg`flower` },
  leaf: { icon: Leaf, colour: 'text-green-600', words: msg`leaf` },
  cloud: { icon: Cloud, colour: 'text-sky-600', words: msg`cloud` },
  umbrella: { icon: Umbrella, colour: 'text-violet-600', words: msg`umbrella` },
  bike: { icon: Bike, colour: 'text-blue-700', words: msg`bike` },
  car: { icon: Car, colour: 'text-red-700', words: msg`car` },
  ship: { icon: Ship, colour: 'text-blue-800', words: msg`ship` },
  plane: { icon: Plane, colour: 'text-sky-700', words: msg`plane` },
  house: { icon: House, colour: 'text-amber-800', words: msg`house` },
  key: { icon: Key, colour: 'text-yellow-700', words: msg`key` },
  bell: { icon: Bell, colour: 'text-amber-600', words: msg`bell` },
  music: { icon: Music, colour: 'text-purple-700', words: msg`music` },
  ball: { icon: Volleyball, colour: 'text-orange-600', words: msg`ball` },
  gift: { icon: Gift, colour: 'text-rose-600', words: msg`gift` },
  crown: { icon: Crown, colour: 'text-yellow-600', words: msg`crown` },
  anchor: { icon: Anchor, colour: 'text-slate-700', words: msg`anchor` },
  shell: { icon: Shell, colour: 'text-pink-700', words: msg`shell` },
  cake: { icon: Cake, colour: 'text-pink-600', words: msg`cake` },
  cherry: { icon: Cherry, colour: 'text-red-700', words: msg`cherry` },
  carrot: { icon: Carrot, colour: 'text-orange-600', words: msg`carrot` },
  flag: { icon: Flag, colour: 'text-blue-600', words: msg`flag` },
  heart: { icon: Heart, colour: 'text-rose-600', words: msg`heart` },
  snowflake: { icon: Snowflake, colour: 'text-cyan-700', words: msg`snowflake` },
  lightning: { icon: Zap, colour: 'text-yellow-600', words: msg`lightning` },
  paw: { icon: PawPrint, colour: 'text-stone-700', words: msg`paw` },
  bug: { icon: Bug, colour: 'text-lime-700', words: msg`bug` },
  egg: { icon: Egg, colour: 'text-amber-700', words: msg`egg` },
  glasses: { icon: Glasses, colour: 'text-slate-700', words: msg`glasses` },
  guitar: { icon: Guitar, colour: 'text-orange-800', words: msg`guitar` },
  drum: { icon: Drum, colour: 'text-red-700', words: msg`drum` },
  ghost: { icon: Ghost, colour: 'text-violet-700', words: msg`ghost` },
  pencil: { icon: Pencil, colour: 'text-yellow-700', words: msg`pencil` },
  clock: { icon: Clock, colour: 'text-slate-700', words: msg`clock` },
  tent: { icon: Tent, colour: 'text-green-800', words: msg`tent` },
  rainbow: { icon: Rainbow, colour: 'text-purple-600', words: msg`rainbow` },
};

/** A picture's name in the page's language: "cat", "gato". */
export function usePictureWords(): (picture: Picture) => string {
  const { i18n } = useLingui();
  return (picture) => i18n._(DRAWN[picture].words);
}

/**
 * One picture. Decorative beside its name (`label` absent); an image of its own with a
 * label when it stands alone (a passcode's pictures on a card).
 */
export function PictureIcon({
  picture,
  label,
  className = 'size-10',
}: {
  picture: Picture;
  label?: string;
  className?: string;
}) {
  const { icon: Icon, colour } = DRAWN[picture];
  return label ? (
    <Icon role="img" aria-label={label} className={`${className} ${colour}`} strokeWidth={2.25} />
  ) : (
    <Icon aria-hidden className={`${className} ${colour}`} strokeWidth={2.25} />
  );
}

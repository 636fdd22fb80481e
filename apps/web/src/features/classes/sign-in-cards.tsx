import { Trans, useLingui } from '@lingui/react/macro';
import { type ClassData, type PupilData, pupilName } from '@mathsteps/domain';
import { ArrowLeft, Printer } from 'lucide-react';
import { generatePath } from 'react-router';
import { PictureIcon, usePictureWords } from '../../components/pictures/pictures';
import { Banner, Button, ButtonLink } from '../../components/ui';
import { QrCode } from '../../components/ui/qr-code';
import { paths } from '../../config/paths';

/**
 * A class's sign-in cards, to print and cut (docs/product.md "Teachers and classes"): a card a
 * pupil, with its name and name picture, its three pictures in order, and the class page's
 * QR code and address. Eight cards to a sheet of A4 or Letter.
 */
export function SignInCards({ each, pupils }: { each: ClassData; pupils: PupilData[] }) {
  const { t } = useLingui();
  const words = usePictureWords();
  const address = `${window.location.origin}${generatePath(paths.classSignIn, { classId: each.id })}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="no-print flex flex-wrap gap-3">
        <ButtonLink to={generatePath(paths.classRoom, { classId: each.id })} variant="ghost">
          <ArrowLeft aria-hidden className="size-5" />
          <Trans>Back to the class</Trans>
        </ButtonLink>
        <Button onClick={() => window.print()} disabled={pupils.length === 0}>
          <Printer aria-hidden className="size-5" />
          <Trans>Print</Trans>
        </Button>
      </div>
      {pupils.length === 0 ? (
        <Banner tone="info">
          <Trans>No pupils yet: add the class’s pupils first, then print their cards.</Trans>
        </Banner>
      ) : (
        <ul className="sign-in-cards grid gap-4 sm:grid-cols-2">
          {pupils.map((pupil) => (
            <li
              key={pupil.id}
              className="sign-in-card flex gap-3 rounded-card border-2 border-dashed border-line bg-card p-4"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <p className="text-sm text-muted [overflow-wrap:anywhere]">{each.name}</p>
                <p className="flex items-center gap-2 text-xl font-bold">
                  <PictureIcon picture={pupil.picture} className="size-8 shrink-0" />
                  <span className="[overflow-wrap:anywhere]">{pupilName(pupil)}</span>
                </p>
                <p className="text-sm font-bold">
                  <Trans>Tap your pictures in this order:</Trans>
                </p>
                <ol className="flex gap-2">
                  {pupil.pictures.map((picture, index) => (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: a passcode's place is its key.
                      key={index}
                      className="flex flex-col items-center gap-1 rounded-lg px-1 ring-1 ring-line"
                    >
                      <span className="text-sm font-bold">{index + 1}</span>
                      <PictureIcon picture={picture} label={words(picture)} className="size-10" />
                      <span className="text-xs">{words(picture)}</span>
                    </li>
                  ))}
                </ol>
              </div>
              <div className="flex w-28 shrink-0 flex-col items-center gap-1">
                <QrCode
                  text={address}
                  label={t`QR code of the sign-in page of ${each.name}`}
                  className="size-28"
                />
                <span className="text-center text-[0.6rem] leading-tight [overflow-wrap:anywhere]">
                  {address}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { type ClassData, type ClassLink, classCodeText, InviteFormSchema } from '@mathsteps/domain';
import { Check, RefreshCw, Send, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useAcceptLink, useEndLink, useInviteChild, useNewClassCode } from '../../api/classes';
import { Form, FormField, Submit, useSchemaForm } from '../../components/form';
import { Banner, Button, ConfirmDialog, Panel, WriteFailure } from '../../components/ui';
import type { Flash } from '../../lib/use-flash';
import { SeeWork } from './pupil-card';

/**
 * Families' children in the class (docs/product.md "Families' children in a class"): the
 * class code a parent enters on a child's card, the families' requests to accept, a child
 * invited by the sign-in name its family gave, and the linked children, whose work the
 * teacher sees while they are in the class. The children stay their families'.
 */
export function ClassFamilies({
  each,
  links,
  onMessage,
}: {
  each: ClassData;
  links: ClassLink[];
  onMessage: (message: Flash) => void;
}) {
  const asked = links.filter((link) => link.status === 'asked');
  const invited = links.filter((link) => link.status === 'invited');
  const linked = links.filter((link) => link.status === 'linked');
  return (
    <Panel id="families-heading" title={<Trans>Children from families</Trans>}>
      <ClassCode each={each} onMessage={onMessage} />
      {asked.length > 0 && (
        <LinkList
          title={<Trans>Asking to join</Trans>}
          classId={each.id}
          links={asked}
          onMessage={onMessage}
        />
      )}
      {linked.length > 0 && (
        <LinkList
          title={<Trans>In the class</Trans>}
          classId={each.id}
          links={linked}
          onMessage={onMessage}
        />
      )}
      <InviteChild classId={each.id} onMessage={onMessage} />
      {invited.length > 0 && (
        <LinkList
          title={<Trans>Invited, waiting for the family</Trans>}
          classId={each.id}
          links={invited}
          onMessage={onMessage}
        />
      )}
    </Panel>
  );
}

/** The class code, shown large to be read out or written on a note, and made new when shared too widely. */
function ClassCode({ each, onMessage }: { each: ClassData; onMessage: (m: Flash) => void }) {
  const { t } = useLingui();
  const renew = useNewClassCode(each.id);
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <p>
        <Trans>
          A family whose child already uses MathSteps enters this class code on the child’s card;
          you accept the child here. The child stays the family’s: its parent sees and sets
          everything, and you see its work while it is in the class.
        </Trans>
      </p>
      <p className="flex flex-wrap items-center gap-3">
        <span className="text-muted">
          <Trans>Class code</Trans>
        </span>
        <strong className="rounded-lg bg-paper px-3 py-1 font-mono text-2xl tracking-widest ring-1 ring-line">
          {classCodeText(each.code)}
        </strong>
        <Button variant="ghost" onClick={() => setAsking(true)}>
          <RefreshCw aria-hidden className="size-5" />
          <Trans>New code</Trans>
        </Button>
      </p>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t`A new class code?`}
        dismiss={t`Cancel`}
        confirm={renew.isPending ? t`Saving...` : t`Yes, a new code`}
        busy={renew.isPending}
        onConfirm={() =>
          renew.mutate(undefined, {
            onSuccess: (saved) => {
              setAsking(false);
              onMessage({
                tone: 'success',
                text: t`The class code is ${classCodeText(saved.code)} now. The old one no longer works.`,
              });
            },
          })
        }
      >
        <Trans>
          The old code will no longer work. Children already in the class, or asking to join, stay.
        </Trans>
        <WriteFailure
          write={renew}
          fallback={t`The code could not be changed. Please try again.`}
        />
      </ConfirmDialog>
    </div>
  );
}

/** The teacher's invitation: the child's sign-in name, as the family gave it. */
function InviteChild({ classId, onMessage }: { classId: string; onMessage: (m: Flash) => void }) {
  const { t } = useLingui();
  const invite = useInviteChild(classId);
  const form = useSchemaForm(InviteFormSchema, { accountname: '' });
  return (
    <Form
      form={form}
      failed={t`The invitation could not be sent. Please try again.`}
      onSubmit={async ({ accountname }) => {
        const link = await invite.mutateAsync(accountname);
        form.reset();
        onMessage({
          tone: 'success',
          text:
            link.status === 'linked'
              ? t`${link.firstname ?? accountname} is in the class now.`
              : t`Invitation sent to ${accountname}. The child joins once its parent approves it in MathSteps.`,
        });
      }}
      aria-label={t`Invite a child`}
      className="flex flex-col gap-3"
    >
      <FormField
        name="accountname"
        label={t`Or invite a child by its sign-in name`}
        hint={t`The name the child signs in with, which its family gives you. The parent approves.`}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        className="max-w-sm"
      />
      <Submit busy={t`Sending...`} className="self-start">
        <Send aria-hidden className="size-5" />
        <Trans>Invite</Trans>
      </Submit>
    </Form>
  );
}

/** A list of links of one kind, each with what the teacher can do. */
function LinkList({
  title,
  classId,
  links,
  onMessage,
}: {
  title: ReactNode;
  classId: string;
  links: ClassLink[];
  onMessage: (m: Flash) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-bold">{title}</h3>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.id}>
            <LinkLine classId={classId} link={link} onMessage={onMessage} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function LinkLine({
  classId,
  link,
  onMessage,
}: {
  classId: string;
  link: ClassLink;
  onMessage: (m: Flash) => void;
}) {
  const { t } = useLingui();
  const accept = useAcceptLink(classId);
  const end = useEndLink(classId);
  const [asking, setAsking] = useState(false);
  const name =
    link.status === 'invited' ? (link.invitedname ?? '') : `${link.firstname} ${link.initial}`;
  const endWords = {
    asked: {
      button: t`Decline`,
      title: t`Decline ${name}’s request?`,
      done: t`${name}’s request was declined.`,
    },
    invited: {
      button: t`Withdraw`,
      title: t`Withdraw the invitation to ${name}?`,
      done: t`The invitation to ${name} was withdrawn.`,
    },
    linked: {
      button: t`Take out of the class`,
      title: t`Take ${name} out of the class?`,
      done: t`${name} is no longer in the class.`,
    },
  }[link.status];
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-paper p-3 ring-1 ring-line">
      <span className="grow font-bold [overflow-wrap:anywhere]">
        {name}
        {link.status === 'invited' && (
          <span className="ms-2 font-normal text-muted">
            <Trans>(sign-in name)</Trans>
          </span>
        )}
      </span>
      {link.status === 'asked' && (
        <Button
          onClick={() =>
            accept.mutate(link.id, {
              onSuccess: () =>
                onMessage({ tone: 'success', text: t`${name} is in the class now.` }),
            })
          }
          disabled={accept.isPending}
        >
          <Check aria-hidden className="size-5" />
          {accept.isPending ? t`Saving...` : t`Accept`}
          <span className="sr-only"> {name}</span>
        </Button>
      )}
      {link.status === 'linked' && link.pupilid && (
        <SeeWork classId={classId} pupilId={link.pupilid} name={name} />
      )}
      <Button variant="ghost" onClick={() => setAsking(true)}>
        <X aria-hidden className="size-5" />
        {endWords.button}
        <span className="sr-only"> {name}</span>
      </Button>
      {accept.isError && (
        <div className="basis-full">
          <WriteFailure
            write={accept}
            fallback={t`The child could not be accepted. Please try again.`}
          />
        </div>
      )}
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={endWords.title}
        dismiss={t`Cancel`}
        confirm={end.isPending ? t`Saving...` : t`Yes`}
        danger={link.status === 'linked'}
        busy={end.isPending}
        onConfirm={() =>
          end.mutate(link.id, {
            onSuccess: () => {
              setAsking(false);
              onMessage({ tone: 'success', text: endWords.done });
            },
          })
        }
      >
        {link.status === 'linked' ? (
          <Trans>
            {name}’s account and work stay the family’s; you no longer see them. The family can ask
            to join again with the class code.
          </Trans>
        ) : (
          <Banner tone="info">
            <Trans>Nothing of the child is kept by the class.</Trans>
          </Banner>
        )}
        <WriteFailure write={end} fallback={t`The link could not be ended. Please try again.`} />
      </ConfirmDialog>
    </div>
  );
}

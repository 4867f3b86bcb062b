import { Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRtl } from '../../../engine/i18n/languages';
import { ActRefusal } from './ActRefusal';
import { FieldBox, fieldElementId } from './FieldBox';
import { actValues, guideOrder, guideProgress, initialEntries, localDate, nextEmptyField, type FieldEntry } from './field-guide';
import { ReasonDialog } from './ReasonDialog';
import { SignatureDialog } from './SignatureDialog';
import { SignerGuide } from './SignerGuide';
import type { SigningField, SigningSession } from './signing-api';
import { SigningPages } from './SigningPages';
import { useSigningAct } from './use-signing-act';

/** Scrolls a box into the middle of the screen and puts the focus in it. */
function goTo(field: SigningField): void {
  const element = document.getElementById(fieldElementId(field.id));
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  element?.focus({ preventScroll: true });
}

/**
 * A signer's page: the document with their boxes, the guide from box to box, the signature dialog, finishing (POST
 * act sign with every filled box) and declining with a reason.
 */
export function SignerView({ token, session, onActed }: { token: string; session: SigningSession; onActed(session: SigningSession): void }) {
  const { t, i18n } = useTranslation('sign');
  const { fields } = session;
  const ordered = useMemo(() => guideOrder(fields, isRtl(i18n.language)), [fields, i18n.language]);
  const [entries, setEntries] = useState<Record<string, FieldEntry | undefined>>(() => initialEntries(fields, localDate(new Date())));
  const [currentId, setCurrentId] = useState<string>();
  const [signing, setSigning] = useState<SigningField>();
  const [isDeclining, setDeclining] = useState(false);
  const { act, isBusy, refusal, dismiss } = useSigningAct(token, onActed);
  const { filled, total } = guideProgress(fields, entries);

  const put = (field: SigningField, entry: FieldEntry) => setEntries((before) => ({ ...before, [field.id]: entry }));
  const next = () => {
    const field = nextEmptyField(ordered, entries, currentId);
    if (field) {
      setCurrentId(field.id);
      goTo(field);
    }
  };

  return (
    <Flex vertical gap={12}>
      <SigningPages
        token={token}
        name={session.documentName}
        fields={fields}
        renderField={(field) => (
          <FieldBox
            key={field.id}
            field={field}
            entry={entries[field.id]}
            isCurrent={field.id === currentId}
            onChange={(entry) => put(field, entry)}
            onSign={() => setSigning(field)}
            onFocus={() => setCurrentId(field.id)}
          />
        )}
      />
      {refusal !== undefined && <ActRefusal error={refusal} onClose={dismiss} />}
      <SignerGuide
        filled={filled}
        total={total}
        canDecline={session.allowDecline}
        isBusy={isBusy}
        onNext={() => next()}
        onFinish={() => void act({ action: 'sign', values: actValues(fields, entries) })}
        onDecline={() => setDeclining(true)}
      />
      {signing && (signing.kind === 'signature' || signing.kind === 'initials') && (
        <SignatureDialog
          key={signing.id}
          kind={signing.kind}
          name={session.participant.name}
          isOpen
          onCancel={() => {
            setSigning(undefined);
            goTo(signing);
          }}
          onApply={(entry) => {
            const after = { ...entries, [signing.id]: entry };
            put(signing, entry);
            setSigning(undefined);
            // The focus moves on to the next empty box, or back to this one when none is left.
            const following = nextEmptyField(ordered, after, signing.id);
            setCurrentId((following ?? signing).id);
            window.setTimeout(() => goTo(following ?? signing), 0);
          }}
        />
      )}
      {isDeclining && (
        <ReasonDialog
          title={t('actions.declineTitle')}
          text={t('actions.declineText')}
          isBusy={isBusy}
          onCancel={() => setDeclining(false)}
          // Closed either way: a refusal is shown on the page, under the document.
          onSend={(reason) => void act({ action: 'decline', reason }).then(() => setDeclining(false))}
        />
      )}
    </Flex>
  );
}

import { useTranslation } from "react-i18next";
import type { Level } from "~/games/levels";
import type { ClientMessage, SessionPlayer } from "~/utils/session-messages";
import { Label, SubmitButton } from "~/components/forms";

/**
 * The player's controls: during a race only Leave (End for the host); before it, the level this
 * player races at with ready or not (Rematch after a race), Start for the host once everyone is
 * ready, and Leave or End.
 */
export function SessionControls({
  action,
  me,
  isHost,
  racing,
  everyoneReady,
  afterRace,
  levels,
  send,
}: {
  action: string;
  me: SessionPlayer;
  isHost: boolean;
  racing: boolean;
  /** At least two players, all ready. */
  everyoneReady: boolean;
  /** A race has ended: getting ready again asks for a rematch. */
  afterRace: boolean;
  /** The game's levels, for the player's own. */
  levels: readonly Level[];
  /** With JavaScript, how a control goes over the live connection; without it, the forms post. */
  send: ((message: ClientMessage) => void) | undefined;
}) {
  const { t } = useTranslation("race");
  const leaveOrEnd = isHost ? (
    <SessionButton action={action} fields={{ type: "end" }} onClick={send ? () => send({ type: "end" }) : undefined}>
      {t("controls.end")}
    </SessionButton>
  ) : (
    <SessionButton action={action} fields={{ type: "leave" }} onClick={send ? () => send({ type: "leave" }) : undefined}>
      {t("controls.leave")}
    </SessionButton>
  );
  if (racing) return <div className="flex justify-end">{leaveOrEnd}</div>;
  return (
    <div className="flex flex-wrap gap-2">
      <SessionButton
        action={action}
        fields={{ type: "ready", ready: String(!me.ready) }}
        onClick={
          send
            ? (form) => send({ type: "ready", ready: !me.ready, ...(me.ready ? {} : { level: Number(form.get("level") ?? me.level) }) })
            : undefined
        }
        extra={
          me.ready ? null : (
            <Label className="flex min-w-0 items-center gap-2 text-sm font-semibold">
              {t("controls.myLevel")}
              <select name="level" defaultValue={me.level} className="min-w-0 max-w-full rounded-lg border border-slate-300 px-2 py-2">
                {levels.map((level) => (
                  <option key={level.id} value={level.id}>
                    {level.ages[0] === level.ages[1]
                      ? t("controls.levelAge", { id: level.id, age: level.ages[0] })
                      : t("controls.levelAges", { id: level.id, min: level.ages[0], max: level.ages[1] })}
                  </option>
                ))}
              </select>
            </Label>
          )
        }
      >
        {me.ready ? t("controls.notReady") : afterRace ? t("controls.rematch") : t("controls.ready")}
      </SessionButton>
      {isHost ? (
        <SessionButton
          action={action}
          fields={{ type: "start" }}
          primary
          disabled={!everyoneReady}
          onClick={send ? () => send({ type: "start" }) : undefined}
        >
          {afterRace ? t("controls.startRematch") : t("controls.start")}
        </SessionButton>
      ) : null}
      {leaveOrEnd}
    </div>
  );
}

/** A session control: a real form post, or with JavaScript a message over the live connection. */
function SessionButton({
  action,
  fields,
  children,
  primary,
  disabled,
  onClick,
  extra,
}: {
  action: string;
  fields: Record<string, string>;
  children: React.ReactNode;
  primary?: boolean;
  disabled?: boolean;
  onClick?: (form: FormData) => void;
  /** More fields the player fills in (the level), before the button. */
  extra?: React.ReactNode;
}) {
  return (
    <form
      method="post"
      action={action}
      className="flex max-w-full flex-wrap items-center gap-2"
      onSubmit={(event) => {
        if (!onClick) return;
        event.preventDefault();
        onClick(new FormData(event.currentTarget));
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {extra}
      <SubmitButton className={primary ? "btn-primary" : "btn-secondary"} disabled={disabled}>
        {children}
      </SubmitButton>
    </form>
  );
}

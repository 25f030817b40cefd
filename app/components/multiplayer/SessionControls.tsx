import type { ClientMessage, SessionPlayer } from "~/utils/session-messages";

/**
 * The player's controls: during a race only Leave (End for the host); before it, ready or not,
 * Start for the host once both are ready, and Leave or End.
 */
export function SessionControls({
  action,
  me,
  isHost,
  racing,
  bothReady,
  send,
}: {
  action: string;
  me: SessionPlayer;
  isHost: boolean;
  racing: boolean;
  bothReady: boolean;
  /** With JavaScript, how a control goes over the live connection; without it, the forms post. */
  send: ((message: ClientMessage) => void) | undefined;
}) {
  const leaveOrEnd = isHost ? (
    <SessionButton action={action} fields={{ type: "end" }} onClick={send ? () => send({ type: "end" }) : undefined}>
      End
    </SessionButton>
  ) : (
    <SessionButton action={action} fields={{ type: "leave" }} onClick={send ? () => send({ type: "leave" }) : undefined}>
      Leave
    </SessionButton>
  );
  if (racing) return <div className="flex justify-end">{leaveOrEnd}</div>;
  return (
    <div className="flex flex-wrap gap-2">
      <SessionButton
        action={action}
        fields={{ type: "ready", ready: String(!me.ready) }}
        onClick={send ? () => send({ type: "ready", ready: !me.ready }) : undefined}
      >
        {me.ready ? "Not Ready" : "I'm Ready"}
      </SessionButton>
      {isHost ? (
        <SessionButton
          action={action}
          fields={{ type: "start" }}
          primary
          disabled={!bothReady}
          onClick={send ? () => send({ type: "start" }) : undefined}
        >
          Start
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
}: {
  action: string;
  fields: Record<string, string>;
  children: React.ReactNode;
  primary?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}) {
  return (
    <form
      method="post"
      action={action}
      onSubmit={(event) => {
        if (!onClick) return;
        event.preventDefault();
        onClick();
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={primary ? "btn-primary" : "btn-secondary"} disabled={disabled}>
        {children}
      </button>
    </form>
  );
}

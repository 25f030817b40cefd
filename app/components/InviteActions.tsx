import { Link } from "@remix-run/react";
import type { Invite } from "~/models/multiplayer/join.server";
import { loginPath } from "~/utils/login";
import { JoinForm, type Join } from "./JoinSession";

/** What the viewer can do with this invite, before any join attempt. */
export function InviteActions({ code, invite, join }: { code: string; invite: Invite; join: Join }) {
  switch (invite.view) {
    case "signed-out":
      return (
        <>
          <p className="text-slate-800">Sign in to join this session.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to={loginPath(`/join/${code}`)} className="btn-primary">
              Sign In
            </Link>
            <Link to="/register" className="btn-secondary">
              Create Account
            </Link>
          </div>
        </>
      );
    case "host":
      return (
        <>
          <p className="font-semibold text-slate-900">This is your session!</p>
          <Link to={invite.gamePath} className="btn-primary mt-3">
            Go to Game
          </Link>
        </>
      );
    case "inactive":
    case "full":
      // Not a dead end: the same game with a session of one's own, or another game.
      return (
        <>
          <p className="font-semibold text-slate-900">
            {invite.view === "full" ? "This session is already full." : "This session is no longer active."}
          </p>
          <p className="mt-1 text-slate-700">Start your own race in {invite.game.title} and invite a friend, or pick another game.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to={invite.gamePath} className="btn-primary">
              {`Play ${invite.game.title}`}
            </Link>
            <Link to="/games" className="btn-secondary">
              Browse Games
            </Link>
          </div>
        </>
      );
    case "join":
      return <JoinForm code={code} attempt={1} label="Join Session" join={join} />;
  }
}

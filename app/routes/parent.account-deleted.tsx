import type { MetaFunction } from "@remix-run/node";
import { FormAlert } from "~/components/forms";
import { pageMeta } from "~/utils/meta";
import { ParentPage as Page } from "~/components/ParentPage";

export const meta: MetaFunction = () => [
  ...pageMeta({ title: "Account deleted", description: "A child's CleverPlay account was deleted at a parent's request." }),
  { name: "robots", content: "noindex" },
];

/** Where a parent lands after declining or deleting: the link they used no longer opens anything. */
export default function AccountDeleted() {
  return (
    <Page title="Account deleted">
      <FormAlert tone="success" title="Done" message="We deleted your child's account and everything in it." />
      <p className="mt-4 text-slate-800">We also sent you an e-mail to confirm it. Thank you for looking after your child online.</p>
    </Page>
  );
}

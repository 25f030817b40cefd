/**
 * /class-login/card/{key}: the QR link on a student's login card. Opening it only asks "Is this
 * you?" and the button signs in (a POST): a scanner or a mail filter that fetches the link first
 * signs nobody in (docs/decisions/class-login.md). A key the teacher's reset replaced opens nothing.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AuthLayout } from "~/components/AuthLayout";
import { ClassLoginFrame } from "~/components/class-login/ClassLoginFrame";
import { SubmitButton } from "~/components/forms";
import { RouteError, useRouteErrorInfo } from "~/components/RouteError";
import { cardHolder, checkCardKey, PRIVATE_PAGE, signInStudent } from "~/models/school-students/sign-in.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/meta";

export const handle: RouteHandle = { layout: false };

export const meta: MetaFunction = () => pageMeta({ title: "Sign in with your card", description: "Your login card signs you in." });

/** A card key as newCardKey makes it (base64url); anything else names no card. */
const CARD_KEY = /^[A-Za-z0-9_-]{16,64}$/;

const cardGone = () => new Response("This card does not work any more. Ask your teacher for your new card.", { status: 404 });

export async function loader({ context, params }: LoaderFunctionArgs) {
  const key = params.cardKey ?? "";
  const holder = CARD_KEY.test(key) ? await cardHolder(context.db, key) : null;
  if (!holder) throw cardGone();
  return json({ name: holder.name }, { headers: PRIVATE_PAGE });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const key = params.cardKey ?? "";
  const student = CARD_KEY.test(key) ? await checkCardKey(context.db, key) : null;
  if (!student) throw cardGone();
  return signInStudent(request, context, student);
}

export default function CardSignIn() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <AuthLayout title={`Hi ${name}! Is this you?`}>
      <Form method="post" replace>
        <SubmitButton className="btn-primary min-h-20 w-full text-2xl" pendingLabel="Signing in...">
          Yes, this is me!
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-lg text-slate-700">Not {name}? Give the card back to your teacher.</p>
    </AuthLayout>
  );
}

export function ErrorBoundary() {
  const { status } = useRouteErrorInfo();
  return (
    <RouteError
      frame={ClassLoginFrame}
      title={status === 404 ? "This card does not work any more" : "Something went wrong"}
      detail={status === 404 ? "Ask your teacher for your new card." : "Please try again."}
      link={{ to: "/class-login", label: "Sign in with your class code" }}
    />
  );
}

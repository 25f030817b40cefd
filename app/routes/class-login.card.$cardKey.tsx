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
import { useTranslation } from "react-i18next";
import { serverT } from "~/models/language.server";

export const handle: RouteHandle = { layout: false, i18n: "class-login" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

/** A card key as newCardKey makes it (base64url); anything else names no card. */
const CARD_KEY = /^[A-Za-z0-9_-]{16,64}$/;

const cardGone = () => new Response("This card does not work any more. Ask your teacher for your new card.", { status: 404 });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const key = params.cardKey ?? "";
  const holder = CARD_KEY.test(key) ? await cardHolder(context.db, key) : null;
  if (!holder) throw cardGone();
  const t = await serverT(request, context, "class-login");
  return json(
    { meta: { title: t("meta.cardTitle"), description: t("meta.cardDescription") }, name: holder.name },
    { headers: PRIVATE_PAGE },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const key = params.cardKey ?? "";
  const student = CARD_KEY.test(key) ? await checkCardKey(context.db, key) : null;
  if (!student) throw cardGone();
  return signInStudent(request, context, student, await serverT(request, context, "class-login"));
}

export default function CardSignIn() {
  const { name } = useLoaderData<typeof loader>();
  const { t } = useTranslation("class-login");
  return (
    <AuthLayout title={t("card.isThisYou", { name })}>
      <Form method="post" replace>
        <SubmitButton className="btn-primary min-h-20 w-full text-2xl" pendingLabel={t("card.signingIn")}>
          {t("card.yes")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-lg text-slate-700">{t("card.notYou", { name })}</p>
    </AuthLayout>
  );
}

export function ErrorBoundary() {
  const { status } = useRouteErrorInfo();
  const { t } = useTranslation("class-login");
  return (
    <RouteError
      frame={ClassLoginFrame}
      title={status === 404 ? t("card.goneTitle") : t("problems.wentWrong")}
      detail={status === 404 ? t("card.gone") : t("problems.tryAgain")}
      link={{ to: "/class-login", label: t("code.title") }}
    />
  );
}

import type { ReactNode } from "react";
import { AuthLayout } from "~/components/AuthLayout";

/** The class sign-in's error pages: the sign-in card, its words and its way on spaced apart. */
export function ClassLoginFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthLayout title={title}>
      <div className="space-y-5 text-lg">{children}</div>
    </AuthLayout>
  );
}

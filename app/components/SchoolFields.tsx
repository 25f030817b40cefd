/** The fields of a school's sign-in as the operator sets them at /admin/schools (add and edit), in the reader's words ("schools"). */
import { useTranslation } from "react-i18next";
import { Field, Label } from "~/components/forms";

export interface SchoolValues {
  slug: string;
  name: string;
  issuer: string;
  clientId: string;
  emailDomain: string;
  verified: boolean;
}

type Errors = Partial<Record<keyof SchoolValues | "clientSecret", string>>;

/**
 * `prefix` keeps the ids of several forms on one page apart; `values` are the saved ones (editing)
 * or what was sent back refused. The secret is never shown back.
 */
export function SchoolFields({
  prefix,
  editing,
  values,
  errors = {},
}: {
  prefix: string;
  editing: boolean;
  values?: Partial<SchoolValues>;
  errors?: Errors;
}) {
  const { t } = useTranslation("schools");
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <Field
        label={t("fields.name")}
        name="name"
        id={`${prefix}-name`}
        defaultValue={values?.name}
        error={errors.name}
        required
        maxLength={80}
      />
      <Field
        label={t("fields.slug")}
        name="slug"
        id={`${prefix}-slug`}
        defaultValue={values?.slug}
        error={errors.slug}
        required
        maxLength={40}
        placeholder="maple-primary"
      />
      <Field
        label={t("fields.issuer")}
        name="issuer"
        id={`${prefix}-issuer`}
        type="url"
        defaultValue={values?.issuer}
        error={errors.issuer}
        required
        placeholder="https://login.microsoftonline.com/…/v2.0"
      />
      <Field
        label={t("fields.emailDomain")}
        name="emailDomain"
        id={`${prefix}-domain`}
        defaultValue={values?.emailDomain}
        error={errors.emailDomain}
        required
        placeholder="maple.school.example"
      />
      <Field
        label={t("fields.clientId")}
        name="clientId"
        id={`${prefix}-client`}
        defaultValue={values?.clientId}
        error={errors.clientId}
        required
        autoComplete="off"
      />
      <Field
        label={editing ? t("fields.clientSecretKeep") : t("fields.clientSecret")}
        name="clientSecret"
        id={`${prefix}-secret`}
        type="password"
        error={errors.clientSecret}
        required={!editing}
        autoComplete="new-password"
      />
      <Label className="mb-4 flex items-start gap-3 text-slate-800 sm:col-span-2">
        <input type="checkbox" name="verified" className="mt-1 h-5 w-5" defaultChecked={values?.verified} />
        <span>{t("fields.verified")}</span>
      </Label>
    </div>
  );
}

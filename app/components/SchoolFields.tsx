/** The fields of a school's sign-in as the operator sets them at /admin/schools (add and edit). */
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
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <Field
        label="School name"
        name="name"
        id={`${prefix}-name`}
        defaultValue={values?.name}
        error={errors.name}
        required
        maxLength={80}
      />
      <Field
        label="Short name (the address /auth/school/…)"
        name="slug"
        id={`${prefix}-slug`}
        defaultValue={values?.slug}
        error={errors.slug}
        required
        maxLength={40}
        placeholder="maple-primary"
      />
      <Field
        label="Issuer (https)"
        name="issuer"
        id={`${prefix}-issuer`}
        type="url"
        defaultValue={values?.issuer}
        error={errors.issuer}
        required
        placeholder="https://login.microsoftonline.com/…/v2.0"
      />
      <Field
        label="Allowed e-mail domain"
        name="emailDomain"
        id={`${prefix}-domain`}
        defaultValue={values?.emailDomain}
        error={errors.emailDomain}
        required
        placeholder="maple.school.example"
      />
      <Field
        label="Client ID"
        name="clientId"
        id={`${prefix}-client`}
        defaultValue={values?.clientId}
        error={errors.clientId}
        required
        autoComplete="off"
      />
      <Field
        label={editing ? "Client secret (empty: keep the saved one)" : "Client secret"}
        name="clientSecret"
        id={`${prefix}-secret`}
        type="password"
        error={errors.clientSecret}
        required={!editing}
        autoComplete="new-password"
      />
      <Label className="mb-4 flex items-start gap-3 text-slate-800 sm:col-span-2">
        <input type="checkbox" name="verified" className="mt-1 h-5 w-5" defaultChecked={values?.verified} />
        <span>Verified: we checked this school, so its teachers need not confirm that a class is for school use.</span>
      </Label>
    </div>
  );
}

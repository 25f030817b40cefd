import type { Form, FetcherWithComponents } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BIO_MAX, DISPLAY_NAME_MAX, USERNAME_MAX, USERNAME_MIN } from "~/utils/validation";
import type { ProfileErrors, ProfileFormValues } from "~/utils/profile-form";
import type { FormProblem } from "~/utils/validation";
import { describedBy, Field, FieldError, FormAlert, invalid, Label, SubmitButton } from "~/components/forms";
import { useSchoolStudent } from "~/utils/use-awaiting-parent";

/** Remix's `Form` or a fetcher's: the page posts with one, the dialog with the other. */
type FormComponent = typeof Form | FetcherWithComponents<unknown>["Form"];

export interface EditProfileFormProps {
  as: FormComponent;
  values: ProfileFormValues;
  errors?: ProfileErrors;
  problem?: FormProblem;
  submitting: boolean;
  /** A link back (page) or a close button (dialog). */
  cancel: ReactNode;
}

/** The Edit Profile form, the same on the no-JavaScript page and in the dialog. Posts to /profile/edit. */
export function EditProfileForm({ as: FormTag, values, errors = {}, problem, submitting, cancel }: EditProfileFormProps) {
  const schoolStudent = useSchoolStudent();
  const { t } = useTranslation("profile");
  return (
    <FormTag method="post" action="/profile/edit" noValidate>
      {problem ? <FormAlert title={problem.title} message={problem.message} /> : null}
      <Field
        label={t("settings.username")}
        name="username"
        autoComplete="username"
        defaultValue={values.username}
        error={errors.username}
        maxLength={USERNAME_MAX}
        required
        hint={<span className="text-slate-600">{t("edit.usernameHint", { min: USERNAME_MIN, max: USERNAME_MAX })}</span>}
      />
      <Field
        label={t("settings.displayName")}
        name="display_name"
        autoComplete="nickname"
        defaultValue={values.displayName}
        error={errors.display_name}
        hint={<span className="text-slate-600">{t("edit.displayNameHint", { max: DISPLAY_NAME_MAX })}</span>}
      />
      <BioField value={values.bio} error={errors.bio} />
      <div className="mb-6">
        <div className="flex items-start gap-3">
          <input
            id="field-is_public"
            type="checkbox"
            name="is_public"
            defaultChecked={values.isPublic && !values.publicLocked}
            disabled={values.publicLocked}
            aria-describedby={describedBy("field-is_public", { hint: true, error: errors.is_public })}
            className="mt-1 h-5 w-5 rounded border-slate-400 text-indigo-700 focus:ring-indigo-600"
          />
          <Label htmlFor="field-is_public" className="font-medium text-slate-900">
            {t("edit.public")}
          </Label>
        </div>
        <p id="field-is_public-hint" className="ml-8 mt-1 text-sm text-slate-600">
          {values.publicLocked ? (schoolStudent ? t("edit.privateSchool") : t("edit.privateUntilParent")) : t("edit.publicHint")}
        </p>
        <FieldError id="field-is_public-error" message={errors.is_public} className="ml-8" />
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {cancel}
        <SubmitButton className="btn-primary" pending={submitting} pendingLabel={t("edit.saving")}>
          {t("edit.save")}
        </SubmitButton>
      </div>
    </FormTag>
  );
}

function BioField({ value, error }: { value: string; error?: string }) {
  const { t } = useTranslation("profile");
  return (
    <div className="mb-4">
      <Label htmlFor="field-bio">{t("settings.bio")}</Label>
      <textarea
        id="field-bio"
        name="bio"
        rows={3}
        defaultValue={value}
        aria-invalid={invalid(error)}
        aria-describedby={describedBy("field-bio", { hint: true, error })}
        className="input"
      />
      <p id="field-bio-hint" className="mt-1 text-sm text-slate-600">
        {t("edit.bioHint", { max: BIO_MAX })}
      </p>
      <FieldError id="field-bio-error" message={error} />
    </div>
  );
}

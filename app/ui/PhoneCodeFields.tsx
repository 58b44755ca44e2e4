import type { FieldMetadata } from "@conform-to/react";
import { Button, Group } from "~/ui/mantine";
import { TextField } from "~/ui/fields/TextField";

/** Phone number with its "get code" submit button, then the code field (register and recover forms). */
export function PhoneCodeFields({
  phone,
  code,
  labels,
  intent,
}: {
  phone: FieldMetadata<string, any, string[]>;
  code: FieldMetadata<string, any, string[]>;
  labels: { phone: string; getCode: string; code: string };
  intent: string;
}) {
  return (
    <>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ flex: 1 }}>
          <TextField field={phone} label={labels.phone} type="tel" required autoComplete="tel" />
        </div>
        <Button type="submit" name="intent" value={intent} variant="default" mt={25}>
          {labels.getCode}
        </Button>
      </Group>
      <TextField field={code} label={labels.code} required autoComplete="one-time-code" />
    </>
  );
}

import { DataTypes, type ModelAttributeColumnOptions } from 'sequelize';

/** Column definitions several models share, matching the initial migration. */

export const integerId = (): ModelAttributeColumnOptions => ({
  type: DataTypes.INTEGER,
  primaryKey: true,
  autoIncrement: true,
});

export const stringColumn = (length: number, allowNull = true): ModelAttributeColumnOptions => ({
  type: DataTypes.STRING(length),
  allowNull,
});

export const textColumn = (allowNull = true): ModelAttributeColumnOptions => ({ type: DataTypes.TEXT, allowNull });

export const flagColumn = (defaultValue = false): ModelAttributeColumnOptions => ({
  type: DataTypes.BOOLEAN,
  allowNull: false,
  defaultValue,
});

export const statusColumn = (defaultValue: string): ModelAttributeColumnOptions => ({
  type: DataTypes.STRING(30),
  allowNull: false,
  defaultValue,
});

export const dateColumn = (allowNull = true): ModelAttributeColumnOptions => ({ type: DataTypes.DATE, allowNull });

export const jsonColumn = (allowNull = true): ModelAttributeColumnOptions => ({ type: DataTypes.JSON, allowNull });

/**
 * Attributes of the GDPR record every form keeps (see the migration's consents()). A model with the record
 * declares `export interface Model extends ConsentAttributes {}` beside its class: TypeScript merges the two, so
 * InferAttributes and InferCreationAttributes see the five attributes as if each were declared in the class.
 * Its init spreads consentColumns().
 */
export interface ConsentAttributes {
  privacyAccepted: boolean;
  consentEmail: boolean;
  consentWhatsapp: boolean;
  consentsRecordedAt: Date | null;
  privacyNoticeVersion: string | null;
}

export const consentColumns = () => ({
  privacyAccepted: flagColumn(),
  consentEmail: flagColumn(),
  consentWhatsapp: flagColumn(),
  consentsRecordedAt: dateColumn(),
  privacyNoticeVersion: stringColumn(20),
});

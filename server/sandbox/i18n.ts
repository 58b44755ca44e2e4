// Human texts of the sandbox's error details, in the two languages the console speaks.
// Handlers only name a key; the text is chosen when the response is written, from Accept-Language.

export type Locale = "zh-CN" | "en-US";

const messages = {
  "auth.wrong": ["账号或密码错误", "account or password wrong"],
  "auth.smsWrong": ["手机号或验证码错误", "phone number or code wrong"],
  "auth.loginType": ["不支持的登录方式：{type}", "unsupported login type: {type}"],
  "auth.required": ["请先登录", "please sign in"],
  "auth.disabled": ["该账号已停用，请联系管理员", "this account is disabled, contact the administrator"],
  "auth.invalid": ["登录已失效，请重新登录", "the session is no longer valid, please sign in again"],
  "auth.refreshInvalid": ["刷新令牌无效或已过期", "the refresh token is invalid or expired"],
  "captcha.required": ["请输入正确的图形验证码", "a valid image code is required"],
  "code.wrong": ["验证码错误", "the verification code is wrong"],
  "password.oldWrong": ["原密码错误", "old password is wrong"],
  "password.weak": ["密码强度不够", "Password strength insufficient"],
  "password.mismatch": ["两次输入的密码不一致", "the two passwords do not match"],
  "password.undecryptable": ["密码无法解密", "the password could not be decrypted"],
  "field.invalid": ["{field} 的值无效", "invalid value for {field}"],
  "field.required": ["此项为必填项", "this field is required"],
  "field.maxLength": ["不能超过 {n} 个字符", "no more than {n} characters"],
  "field.lengthRange": ["长度应为 {min} 到 {max} 个字符", "must be {min} to {max} characters long"],
  "field.phone": ["请输入有效的 11 位手机号", "enter a valid 11-digit phone number"],
  "field.email": ["邮箱格式不正确", "the e-mail format is invalid"],
  "field.username": ["只能包含英文字母和数字，长度 4 到 20", "letters and digits only, 4 to 20 characters"],
  "field.avatar": ["头像必须是不超过 2M 的图片", "the avatar must be an image of at most 2M"],
  "username.exists": ["用户名已存在", "username already exists"],
  "phone.exists": ["手机号已被使用", "phone number is already in use"],
  "version.format": ["版本号格式不正确", "version number format is incorrect"],
  "version.exists": ["版本号已存在", "version already exists"],
  "file.required": ["请上传固件文件", "the firmware file is required"],
  "file.type": ["文件类型不正确，仅支持：{types}", "file type not allowed, allowed: {types}"],
  "file.name": ["文件名不合法", "the file name is not allowed"],
  "file.tooLarge": ["文件不能超过 10M", "the file must not exceed 10M"],
  "reason.required": ["请填写原因", "a reason is required"],
  "field.range": ["取值范围为 {min} 到 {max}", "must be between {min} and {max}"],
  "field.ip": ["IP 格式不正确", "the IP address format is invalid"],
  "field.domain": ["域名格式不正确", "the domain name format is invalid"],
  "config.unchanged": ["配置参数未修改，无需保存", "config parameters must change before saving"],
  "version.unknown": ["该固件版本不存在", "no firmware has this version"],
  "version.notGreater": ["目标版本必须高于当前版本 {current}", "the target version must be greater than the current one ({current})"],
  "lock.mac": ["MAC 地址格式应为 xx:xx:xx:xx:xx:xx", "the MAC address must look like xx:xx:xx:xx:xx:xx"],
  "lock.serial": ["序列号格式应为 VX.Y.Z 或 TX.Y.Z", "the serial number must look like VX.Y.Z or TX.Y.Z"],
  "lock.macExists": ["该 MAC 地址已登记", "this MAC address is already registered"],
  "lock.noSuchDevice": ["没有这个序列号的设备", "no device has this serial number"],
  "review.checked": ["该审核已处理", "this review has already been checked"],
  "certificate.notPending": ["该证书不在待审核状态", "certificate is not pending review"],
  "device.snFormat": ["序列号应为 6 到 20 位大写字母或数字", "the serial number must be 6 to 20 capital letters or digits"],
  "device.snDuplicate": ["序列号在文件中重复", "the serial number appears more than once in the file"],
  "device.modelUnknown": ["型号不存在", "no such model"],
  "device.brandMismatch": ["品牌与型号不符", "the brand does not make this model"],
  "device.cityUnknown": ["城市不存在", "no such city"],
  "device.regionUnknown": ["区县不属于该城市", "the district is not in this city"],
  "device.institutionUnknown": ["机构不存在", "no such institution"],
  "device.coordinates": ["经纬度应在中国境内（经度 73–136，纬度 3–54）", "coordinates must lie in China (longitude 73–136, latitude 3–54)"],
  "device.timeRange": ["开始时间必须早于结束时间", "start time must be before end time"],
  "device.time": ["时间格式应为 HH:mm", "time must look like HH:mm"],
  "import.fileType": ["仅支持 .xls 或 .xlsx 文件", "only .xls or .xlsx files are accepted"],
  "import.unreadable": ["无法读取表格文件", "the spreadsheet could not be read"],
  "import.tooLarge": ["表格解压后过大，无法导入", "the spreadsheet unpacks to more than can be imported"],
  "import.noSnColumn": ["表格缺少“序列号”列", "the sheet has no 'Serial number' column"],
  "import.tooManyRows": ["一次最多导入 {n} 行", "at most {n} rows per import"],
  "ids.required": ["请至少选择一条记录", "select at least one row"],
  "body.invalidJson": ["请求体不是有效的 JSON 对象", "the request body is not a valid JSON object"],
  "body.invalidForm": ["请求体不是有效的 multipart/form-data", "the request body is not valid multipart/form-data"],
  "body.tooLarge": ["请求体过大", "the request body is too large"],
  "list.pageNo": ["页码必须是正整数", "pageNo must be a positive integer"],
  "list.pageSize": ["每页条数必须是整数", "pageSize must be an integer"],
  "list.sortField": ["不支持按 {field} 排序", "sorting by {field} is not supported"],
  "list.sortOrder": ["排序方向只能是 ascend 或 descend", "sortOrder must be ascend or descend"],
  "list.filterValue": ["筛选条件 {field} 的值无效", "invalid value for filter {field}"],
  "list.dateTime": ["{field} 的格式应为 YYYY-MM-DD HH:mm:ss", "{field} must look like YYYY-MM-DD HH:mm:ss"],
  "record.notFound": ["记录不存在", "record not found"],
  "route.notFound": ["接口不存在", "no such endpoint"],
  "route.method": ["不支持的请求方法", "method not allowed"],
  "server.error": ["服务器内部错误", "internal server error"],
  "fault.injected": ["测试注入的故障", "fault injected by a test"],
  "device.exitExists": ["退出任务已存在", "Exit task already exists"],
  "device.configUnchanged": ["配置参数未修改，无需保存", "config parameters must change before saving"],
  "device.configGroup": ["不支持的配置组：{group}", "unknown config group: {group}"],
  "device.range": ["应为 {min} 到 {max} 之间的整数", "must be a whole number from {min} to {max}"],
  "device.tokenLength": ["基站令牌必须为 16 个字符", "the base-station token must be 16 characters"],
  "device.notActivated": ["设备未激活", "the device is not activated"],
  "device.noPackage": ["设备未绑定服务套餐", "the device has no service package"],
  "device.nothingBound": ["没有可解绑的对象", "nothing is bound"],
  "device.adminExists": ["该管理员已关联", "this admin is already related"],
  "task.notCancellable": ["只有待执行的任务可以取消", "only tasks waiting to execute can be cancelled"],
  "field.url": ["URL 格式不正确", "the URL format is invalid"],
  "field.integer": ["请输入整数", "enter a whole number"],
  "field.number": ["请输入数字", "enter a number"],
  "field.min": ["不能小于 {min}", "must be at least {min}"],
  "field.max": ["不能大于 {max}", "must be at most {max}"],
  "field.choice": ["请选择有效的选项", "choose one of the offered values"],
  "field.date": ["日期格式应为 YYYY-MM-DD", "dates must look like YYYY-MM-DD"],
  "field.notFuture": ["不能晚于今天", "must not be later than today"],
  "field.dateTime": ["时间格式应为 YYYY-MM-DD HH:mm:ss", "times must look like YYYY-MM-DD HH:mm:ss"],
  "field.time": ["时间格式应为 HH:mm", "time must look like HH:mm"],
  "field.format": ["格式不正确", "the format is invalid"],
  "field.exists": ["该值已存在", "this value already exists"],
  "field.reference": ["所选记录不存在", "the chosen record does not exist"],
  "field.timeRange": ["开始时间必须早于结束时间", "start time must be before end time"],
  "record.inUse": ["该记录正在被使用，不能删除", "this record is in use and cannot be deleted"],
} as const satisfies Record<string, readonly [string, string]>;

/** Texts an area module registers for itself (defineMessages), so areas never edit this shared file. */
const areaMessages = new Map<string, readonly [string, string]>();

/** An area's own error texts, [zh-CN, en-US]; returns the keys for type-checked use. */
export function defineMessages<K extends string>(texts: Record<K, readonly [string, string]>): Record<K, K> {
  const keys = {} as Record<K, K>;
  for (const [key, pair] of Object.entries(texts) as [K, readonly [string, string]][]) {
    if (key in messages || (areaMessages.has(key) && areaMessages.get(key) !== pair)) throw new Error(`sandbox message ${key} defined twice`);
    areaMessages.set(key, pair);
    keys[key] = key;
  }
  return keys;
}

export type MessageKey = keyof typeof messages | (string & {});
export type MessageParams = Record<string, string | number>;

/** First language of Accept-Language decides; anything that is not English falls back to zh-CN. */
export function localeOf(acceptLanguage: string | undefined): Locale {
  const first = acceptLanguage?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en-US" : "zh-CN";
}

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const pair = (messages as Record<string, readonly [string, string]>)[key] ?? areaMessages.get(key) ?? [key, key];
  const text = pair[locale === "en-US" ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

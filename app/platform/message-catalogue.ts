import { msg } from "~/i18n/messages";

/**
 * The platform's messages the console knows (issue 34): each platform text, in either language it answers in (its
 * {param} parts matched as they vary), mapped to the console's own key under platformMsg (app/i18n/locales/areas/
 * platform-messages.ts), so both languages read as sentences. Listed from the sandbox's message tables
 * (server/sandbox/i18n.ts and the areas' defineMessages); a text not listed here is shown as it came, and logged.
 */
export const PLATFORM_TEXTS: readonly (readonly [key: string, zh: string, en: string])[] = [
  ["wechat_code", "微信授权码无效或已过期，请重新扫码", "the WeChat code is invalid or expired: scan again"],
  ["wechat_taken", "该微信已绑定其他账号", "this WeChat is bound to another account"],
  ["wechat_already", "当前账号已绑定微信，请先解除绑定", "this account is already bound to a WeChat: cancel that binding first"],
  ["wechat_unbound", "该微信未绑定任何账号，请使用账号密码登录后在账号设置中绑定", "this WeChat is not bound to an account: sign in with your password and bind it under account settings"],
  ["message_levels", "请选择有效的消息等级", "choose valid message levels"],
  ["message_events", "包含未知的消息事件", "unknown message events"],
  ["message_flag", "请选择是或否", "choose yes or no"],
  ["phone_changeHere", "手机号需在“修改手机号”中验证后修改", "the phone number is changed under Change phone, with a code"],
  ["password_tooMany", "密码错误次数过多，请 {seconds} 秒后再试", "too many wrong passwords: try again in {seconds} s"],
  ["phone_same", "新手机号与当前手机号相同", "the new phone number is the current one"],
  ["password_same", "新密码不能与原密码相同", "the new password must differ from the current one"],
  ["mq_queue", "队列名须以 real_time_data_ 开头，后接英文字母、数字或下划线", "the queue must begin with real_time_data_ followed by letters, digits or underscores"],
  ["mq_name", "只能包含英文字母、数字、下划线、点或短横线", "letters, digits, underscores, dots and hyphens only"],
  ["vip_serial", "会员卡号格式为 VIP-年份-四位数字", "a VIP card number looks like VIP-2026-0001"],
  ["area_code", "区域编码为 2 到 6 位英文字母或数字", "the area code is 2 to 6 letters or digits"],
  ["area_upperRequired", "请选择上级区域", "choose the upper area"],
  ["area_upperLevel", "上级区域的级别应为 {level}", "the upper area must be of level {level}"],
  ["service_key", "服务标识只能包含英文字母、数字、下划线或短横线", "the service key may hold only letters, digits, underscores and hyphens"],
  ["service_self", "上级服务不能是自己或自己的下级", "a service cannot sit under itself or its own children"],
  ["event_code", "事件编码为大写英文字母、数字或下划线", "the event code is upper-case letters, digits or underscores"],
  ["auth_wrong", "账号或密码错误", "account or password wrong"],
  ["auth_smsWrong", "手机号或验证码错误", "phone number or code wrong"],
  ["auth_loginType", "不支持的登录方式：{type}", "unsupported login type: {type}"],
  ["auth_required", "请先登录", "please sign in"],
  ["auth_disabled", "该账号已停用，请联系管理员", "this account is disabled, contact the administrator"],
  ["auth_invalid", "登录已失效，请重新登录", "the session is no longer valid, please sign in again"],
  ["auth_refreshInvalid", "刷新令牌无效或已过期", "the refresh token is invalid or expired"],
  ["captcha_required", "请输入正确的图形验证码", "a valid image code is required"],
  ["code_wrong", "验证码错误", "the verification code is wrong"],
  ["password_oldWrong", "原密码错误", "old password is wrong"],
  ["password_weak", "密码强度不够", "Password strength insufficient"],
  ["password_mismatch", "两次输入的密码不一致", "the two passwords do not match"],
  ["password_undecryptable", "密码无法解密", "the password could not be decrypted"],
  ["field_invalid", "{field} 的值无效", "invalid value for {field}"],
  ["field_required", "此项为必填项", "this field is required"],
  ["field_maxLength", "不能超过 {n} 个字符", "no more than {n} characters"],
  ["field_lengthRange", "长度应为 {min} 到 {max} 个字符", "must be {min} to {max} characters long"],
  ["field_phone", "请输入有效的 11 位手机号", "enter a valid 11-digit phone number"],
  ["field_email", "邮箱格式不正确", "the e-mail format is invalid"],
  ["field_username", "只能包含英文字母和数字，长度 4 到 20", "letters and digits only, 4 to 20 characters"],
  ["field_avatar", "头像必须是不超过 2M 的图片", "the avatar must be an image of at most 2M"],
  ["username_exists", "用户名已存在", "username already exists"],
  ["phone_exists", "手机号已被使用", "phone number is already in use"],
  ["version_format", "版本号格式不正确", "version number format is incorrect"],
  ["version_exists", "版本号已存在", "version already exists"],
  ["file_required", "请上传固件文件", "the firmware file is required"],
  ["file_type", "文件类型不正确，仅支持：{types}", "file type not allowed, allowed: {types}"],
  ["file_name", "文件名不合法", "the file name is not allowed"],
  ["file_tooLarge", "文件不能超过 10M", "the file must not exceed 10M"],
  ["reason_required", "请填写原因", "a reason is required"],
  ["field_range", "取值范围为 {min} 到 {max}", "must be between {min} and {max}"],
  ["field_ip", "IP 格式不正确", "the IP address format is invalid"],
  ["field_domain", "域名格式不正确", "the domain name format is invalid"],
  ["config_unchanged", "配置参数未修改，无需保存", "config parameters must change before saving"],
  ["version_unknown", "该固件版本不存在", "no firmware has this version"],
  ["version_notGreater", "目标版本必须高于当前版本 {current}", "the target version must be greater than the current one ({current})"],
  ["lock_mac", "MAC 地址格式应为 xx:xx:xx:xx:xx:xx", "the MAC address must look like xx:xx:xx:xx:xx:xx"],
  ["lock_serial", "序列号格式应为 VX.Y.Z 或 TX.Y.Z", "the serial number must look like VX.Y.Z or TX.Y.Z"],
  ["lock_macExists", "该 MAC 地址已登记", "this MAC address is already registered"],
  ["lock_noSuchDevice", "没有这个序列号的设备", "no device has this serial number"],
  ["review_checked", "该审核已处理", "this review has already been checked"],
  ["certificate_notPending", "该证书不在待审核状态", "certificate is not pending review"],
  ["device_snFormat", "序列号应为 6 到 20 位大写字母或数字", "the serial number must be 6 to 20 capital letters or digits"],
  ["device_snDuplicate", "序列号在文件中重复", "the serial number appears more than once in the file"],
  ["device_modelUnknown", "型号不存在", "no such model"],
  ["device_brandMismatch", "品牌与型号不符", "the brand does not make this model"],
  ["device_cityUnknown", "城市不存在", "no such city"],
  ["device_regionUnknown", "区县不属于该城市", "the district is not in this city"],
  ["device_institutionUnknown", "机构不存在", "no such institution"],
  ["device_coordinates", "经纬度应在中国境内（经度 73–136，纬度 3–54）", "coordinates must lie in China (longitude 73–136, latitude 3–54)"],
  ["device_timeRange", "开始时间必须早于结束时间", "start time must be before end time"],
  ["device_time", "时间格式应为 HH:mm", "time must look like HH:mm"],
  ["import_fileType", "仅支持 .xls 或 .xlsx 文件", "only .xls or .xlsx files are accepted"],
  ["import_unreadable", "无法读取表格文件", "the spreadsheet could not be read"],
  ["import_tooLarge", "表格解压后过大，无法导入", "the spreadsheet unpacks to more than can be imported"],
  ["import_noSnColumn", "表格缺少“序列号”列", "the sheet has no 'Serial number' column"],
  ["import_tooManyRows", "一次最多导入 {n} 行", "at most {n} rows per import"],
  ["ids_required", "请至少选择一条记录", "select at least one row"],
  ["body_invalidJson", "请求体不是有效的 JSON 对象", "the request body is not a valid JSON object"],
  ["body_invalidForm", "请求体不是有效的 multipart/form-data", "the request body is not valid multipart/form-data"],
  ["body_tooLarge", "请求体过大", "the request body is too large"],
  ["list_pageNo", "页码必须是正整数", "pageNo must be a positive integer"],
  ["list_pageSize", "每页条数必须是整数", "pageSize must be an integer"],
  ["list_sortField", "不支持按 {field} 排序", "sorting by {field} is not supported"],
  ["list_sortOrder", "排序方向只能是 ascend 或 descend", "sortOrder must be ascend or descend"],
  ["list_filterValue", "筛选条件 {field} 的值无效", "invalid value for filter {field}"],
  ["list_dateTime", "{field} 的格式应为 YYYY-MM-DD HH:mm:ss", "{field} must look like YYYY-MM-DD HH:mm:ss"],
  ["record_notFound", "记录不存在", "record not found"],
  ["route_notFound", "接口不存在", "no such endpoint"],
  ["route_method", "不支持的请求方法", "method not allowed"],
  ["server_error", "服务器内部错误", "internal server error"],
  ["fault_injected", "测试注入的故障", "fault injected by a test"],
  ["device_exitExists", "退出任务已存在", "Exit task already exists"],
  ["device_configUnchanged", "配置参数未修改，无需保存", "config parameters must change before saving"],
  ["device_configGroup", "不支持的配置组：{group}", "unknown config group: {group}"],
  ["device_range", "应为 {min} 到 {max} 之间的整数", "must be a whole number from {min} to {max}"],
  ["device_tokenLength", "基站令牌必须为 16 个字符", "the base-station token must be 16 characters"],
  ["device_notActivated", "设备未激活", "the device is not activated"],
  ["device_noPackage", "设备未绑定服务套餐", "the device has no service package"],
  ["device_nothingBound", "没有可解绑的对象", "nothing is bound"],
  ["device_adminExists", "该管理员已关联", "this admin is already related"],
  ["task_notCancellable", "只有待执行的任务可以取消", "only tasks waiting to execute can be cancelled"],
  ["field_url", "URL 格式不正确", "the URL format is invalid"],
  ["field_integer", "请输入整数", "enter a whole number"],
  ["field_number", "请输入数字", "enter a number"],
  ["field_min", "不能小于 {min}", "must be at least {min}"],
  ["field_max", "不能大于 {max}", "must be at most {max}"],
  ["field_choice", "请选择有效的选项", "choose one of the offered values"],
  ["field_date", "日期格式应为 YYYY-MM-DD", "dates must look like YYYY-MM-DD"],
  ["field_notFuture", "不能晚于今天", "must not be later than today"],
  ["field_dateTime", "时间格式应为 YYYY-MM-DD HH:mm:ss", "times must look like YYYY-MM-DD HH:mm:ss"],
  ["field_time", "时间格式应为 HH:mm", "time must look like HH:mm"],
  ["field_format", "格式不正确", "the format is invalid"],
  ["field_exists", "该值已存在", "this value already exists"],
  ["field_reference", "所选记录不存在", "the chosen record does not exist"],
  ["field_timeRange", "开始时间必须早于结束时间", "start time must be before end time"],
  ["record_inUse", "该记录正在被使用，不能删除", "this record is in use and cannot be deleted"],
  ["repair_closed", "该报修已关闭，不能再修改", "this repair record is closed and can no longer change"],
  ["device_snUnknown", "没有该序列号的设备", "no device has this serial number"],
  ["report_notReady", "报告尚未生成完成", "the report has not been generated yet"],
  ["balance_maxCount", "最大设备数必须是大于当前使用数（{n}）的正整数", "the max device count must be a positive integer greater than the count in use ({n})"],
  ["institution_callForHelpCode", "呼救码为4-20位字母或数字", "the call-for-help code is 4 to 20 letters or digits"],
  ["institution_parentLoop", "上级机构不能是本机构或其下级机构", "the parent cannot be the institution itself or one below it"],
  ["upload_kind", "不支持的上传类型", "unknown upload kind"],
  ["upload_required", "请选择文件", "choose a file"],
  ["upload_type", "文件类型不正确，仅支持：{types}", "file type not allowed, allowed: {types}"],
  ["upload_tooLarge", "文件不能超过 {max}", "the file must not exceed {max}"],
  ["upload_content", "文件内容与扩展名不符", "the file's content does not match its extension"],
  ["review_unchecked", "该审核尚未处理，无需重置", "this review is not checked, nothing to reset"],
  ["code_tooSoon", "验证码发送过于频繁，请 {seconds} 秒后再试", "codes are sent too often: try again in {seconds} s"],
  ["code_locked", "验证码错误次数过多，请重新获取验证码", "too many wrong codes: ask for a new code"],
  ["file_unknown", "文件不存在或已被其他记录使用，请重新上传", "the file does not exist or belongs to another record: upload it again"],
  ["role_mark", "角色标识须为 ROLE_X 形式的大写字母、数字或下划线", "the role mark must look like ROLE_X in upper case"],
  ["role_needsInstitution", "机构角色必须选择机构", "an institution role needs an institution"],
  ["role_needsArea", "区域角色必须选择区域", "an area role needs an area"],
  ["role_needsAgency", "代理商角色必须选择代理商", "an agent role needs an agency"],
  ["role_inUse", "仍有用户使用该角色，不能删除", "users still have this role; it cannot be deleted"],
  ["role_builtIn", "内置的超级管理员角色不能删除或停用", "the built-in administrator role cannot be deleted or disabled"],
  ["role_unknown", "所选角色不存在", "the chosen role does not exist"],
  ["grant_unknown", "权限 {grant} 不存在", "there is no permission {grant}"],
  ["menu_path", "路径须以 / 开头，只含字母、数字和 - _ / :", "the path must begin with / and hold only letters, digits and - _ / :"],
  ["menu_mark", "标识须以字母开头，只含字母和数字", "the mark must begin with a letter and hold only letters and digits"],
  ["menu_self", "上级菜单不能是自己或自己的下级", "a menu cannot sit under itself or its own children"],
  ["user_self", "不能停用自己的账号", "you cannot disable your own account"],
  ["user_lastAdmin", "至少保留一个启用的超级管理员", "keep at least one enabled administrator"],
];

const PARAM = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
}

/** A platform template as a whole-text pattern: its {param} parts match any text, the rest exactly. */
function patternOf(key: string, template: string): Pattern {
  const names: string[] = [];
  let source = "";
  let last = 0;
  for (const match of template.matchAll(PARAM)) {
    source += escape(template.slice(last, match.index)) + "(.+?)";
    names.push(match[1]!);
    last = match.index! + match[0].length;
  }
  source += escape(template.slice(last));
  return { key, names, regex: new RegExp(`^${source}$`, "s") };
}

const exact = new Map<string, string>();
const patterns: Pattern[] = [];
for (const [key, ...templates] of PLATFORM_TEXTS) {
  for (const template of templates) {
    if (template.includes("{")) patterns.push(patternOf(key, template));
    else if (!exact.has(template)) exact.set(template, key);
  }
}

/** A platform text the catalogue knows: the console's key (under platformMsg) and the values of its {param} parts. */
export interface CataloguedText {
  key: string;
  params?: Record<string, string>;
}

/** The catalogue entry of a platform text (either language, surrounding blanks ignored), or null for an unknown one. */
export function catalogueEntry(text: string): CataloguedText | null {
  const trimmed = text.trim();
  const known = exact.get(trimmed);
  if (known) return { key: `platformMsg.${known}` };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(trimmed);
    if (match) return { key: `platformMsg.${pattern.key}`, params: Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}

/**
 * A platform text as the console shows it: the catalogue's message (an i18n key, with its params, that
 * translateMessage renders in the page's language), or, for a text the catalogue lacks, the text as it came —
 * reported to `onUnknown` so it can be logged and added.
 */
export function cataloguedMessage(text: string, onUnknown: (text: string) => void): string {
  const entry = catalogueEntry(text);
  if (!entry) {
    onUnknown(text);
    return text;
  }
  return msg(entry.key, entry.params);
}
